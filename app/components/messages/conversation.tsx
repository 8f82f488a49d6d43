import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { ClosingMessage, MessageReadResult } from "#core/api/closing-message.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { describeFailure } from "#app/lib/api/failure.ts";
import { cx } from "#app/lib/cx.ts";
import { startDownload } from "#app/lib/start-download.ts";
import { MessageComposer } from "./message-composer.tsx";
import { isSessionOver } from "./message-failure.ts";
import type { DocumentDownload } from "./message-item.tsx";
import { MessageStaffTools } from "./message-staff-tools.tsx";
import { MessageThread } from "./message-thread.tsx";
import type { AttachableDocument, MessagesTransport } from "./messages-transport.ts";
import { useConversation } from "./use-conversation.ts";

export type { AttachableDocument, MessagesTransport } from "./messages-transport.ts";

export interface ConversationProps {
  /** How this page reaches the server (signed-in client or verified status session). */
  transport: MessagesTransport;
  /** The audiences the writer may choose: postableVisibilities(actor) (core/closing/closing-messages.ts). */
  visibilities: readonly DocumentVisibility[];
  /** The audience chosen when the composer opens (and again after each message); the narrowest non-staff one by default. */
  defaultVisibility?: DocumentVisibility;
  /** The file's documents the writer may see, offered as attachments (filtered per message by canAttachDocument). */
  documents?: readonly AttachableDocument[];
  /**
   * Staff's page: "Read by …" under each message, Edit and Remove on their own within the window
   * (with transport.edit / transport.remove), and each message's earlier versions.
   */
  staff?: boolean;
  /** The card's heading ("Messages"). */
  title?: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /** What the empty conversation says. */
  emptyText?: string;
  /** Without the card (a page that frames it itself); the heading stays. */
  bare?: boolean;
  className?: string;
  /** The verified status session ended (a 401): the page asks the person to confirm who they are again. */
  onSessionOver?: () => void;
  /** The read mark moved: refresh counts shown elsewhere on the page (file lists, navigation). */
  onRead?: (result: MessageReadResult) => void;
  /**
   * The composer's text kept by the page, for a conversation that may be taken off the screen
   * with what was typed in it (a status session that ends): the text comes back with it.
   */
  draft?: string;
  onDraftChange?: (body: string) => void;
}

/** "now" for the thread's times and staff's edit window, moving on each minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * A closing file's conversation (issue 31; docs/messages-contract.md "Pages"): its unread count,
 * the thread (newest at the bottom, earlier messages on demand, marked read once its end is
 * seen) and the composer. One component for the agent's and lender's file page, the buyer's and
 * seller's status page and staff's file page; the page gives it a transport and the writer's
 * audiences, staff add `staff`.
 */
export function Conversation({
  transport,
  visibilities,
  defaultVisibility,
  documents = [],
  staff = false,
  title = "Messages",
  intro,
  emptyText = "Questions about this closing? Write here: our staff answer during office hours.",
  bare = false,
  className,
  onSessionOver,
  onRead,
  draft,
  onDraftChange,
}: ConversationProps) {
  const headingId = useId();
  const now = useMinuteClock();
  const conversation = useConversation(transport);
  const link = useMutation({ mutationFn: (id: string) => transport.documentLink(id) });
  const choice = defaultVisibility ?? visibilities.find((v) => v === "professionals") ?? visibilities[visibilities.length - 1] ?? "everyone";

  const download: DocumentDownload = {
    start: (id) =>
      link.mutate(id, {
        onSuccess: ({ url }) => startDownload(url),
        onError: (err) => {
          if (isSessionOver(err)) onSessionOver?.();
        },
      }),
    busy: (id) => link.isPending && link.variables === id,
    failure: (id) => (link.isError && link.variables === id ? describeFailure(link.error, "The download did not start") : undefined),
  };

  const markRead = conversation.markRead;
  useEffect(() => {
    if (markRead.isSuccess && markRead.data) onRead?.(markRead.data);
    // Once per mark: the result object is new each time.
  }, [markRead.isSuccess, markRead.data, onRead]);

  const extrasOf = staff
    ? (message: ClosingMessage) => (
        <MessageStaffTools
          message={message}
          now={now}
          onEdit={transport.edit && message.mine ? (body) => conversation.edit.mutateAsync({ id: message.id, body }) : undefined}
          onRemove={transport.remove && message.mine ? () => conversation.remove.mutateAsync(message.id) : undefined}
        />
      )
    : undefined;

  const content = (
    <>
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-xl font-bold text-navy-950">
            {title}
          </h2>
          {conversation.unread > 0 ? (
            <Badge tone="accent" className="text-sm">
              {conversation.unread} unread
            </Badge>
          ) : null}
        </div>
        {intro ? <div className="text-navy-700">{intro}</div> : null}
      </div>
      <MessageThread
        conversation={conversation}
        showVisibility={visibilities.length > 1}
        download={download}
        extrasOf={extrasOf}
        onSessionOver={onSessionOver}
        now={now}
        emptyText={emptyText}
      />
      <MessageComposer
        key={choice}
        visibilities={visibilities}
        defaultVisibility={choice}
        documents={documents}
        uploadDocument={transport.uploadDocument}
        post={(input) => conversation.post.mutateAsync(input)}
        onSessionOver={onSessionOver}
        draft={draft}
        onDraftChange={onDraftChange}
      />
    </>
  );

  if (bare) {
    return (
      <section aria-labelledby={headingId} className={cx("grid gap-4", className)}>
        {content}
      </section>
    );
  }
  return (
    <Card role="region" aria-labelledby={headingId} className={cx("grid gap-4", className)}>
      {content}
    </Card>
  );
}
