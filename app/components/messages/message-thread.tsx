import { ChevronUp } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { ClosingMessage } from "#core/api/closing-message.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { describeFailure } from "#app/lib/api/failure.ts";
import { isSessionOver } from "./message-failure.ts";
import { MessageItem, type DocumentDownload } from "./message-item.tsx";
import type { ConversationState } from "./use-conversation.ts";

/** Within this many pixels of the end, the reader is "at the bottom": a new message scrolls into view. */
const NEAR_BOTTOM = 96;

/**
 * Marks the thread read through its newest message once the end of the thread is on screen and
 * the tab is in front: scrolled to, not merely loaded in a background tab. A failed mark is asked
 * again the next time the end comes into view.
 */
function useReadWhenSeen(sentinel: RefObject<HTMLElement | null>, newest: ClosingMessage | undefined, unread: number, markRead: (id: string) => Promise<unknown>) {
  const asked = useRef<string | null>(null);
  const send = useRef(markRead);
  send.current = markRead;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !newest || unread === 0 || typeof IntersectionObserver === "undefined") return;
    let seen = false;
    const mark = () => {
      if (!seen || document.visibilityState !== "visible" || asked.current === newest.id) return;
      asked.current = newest.id;
      send.current(newest.id).catch(() => {
        asked.current = null;
      });
    };
    const observer = new IntersectionObserver((entries) => {
      seen = entries.some((e) => e.isIntersecting);
      mark();
    });
    observer.observe(element);
    document.addEventListener("visibilitychange", mark);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", mark);
    };
  }, [sentinel, newest, unread]);
}

interface ScrollPlace {
  newest?: string;
  oldest?: string;
  /** How far the oldest shown message sat from the top of the box. */
  oldestOffset: number;
  atBottom: boolean;
}

const itemOf = (box: HTMLElement, id: string | undefined) => (id ? box.querySelector<HTMLElement>(`[data-message-id="${id}"]`) : null);

/** Where the reader is in the box, kept for the next change of the list. */
function remember(box: HTMLElement, place: ScrollPlace) {
  place.atBottom = box.scrollHeight - box.scrollTop - box.clientHeight <= NEAR_BOTTOM;
  place.oldestOffset = (itemOf(box, place.oldest)?.offsetTop ?? 0) - box.scrollTop;
}

/**
 * The conversation, oldest at the top and newest at the bottom, in a box that scrolls on its own:
 * it opens at the newest message, "Load Earlier Messages" adds older ones above without moving
 * what is on screen, and a new message scrolls into view when the reader was at the end (and is
 * announced to screen readers when someone else wrote it).
 */
export function MessageThread({
  conversation,
  showVisibility,
  download,
  extrasOf,
  onSessionOver,
  now,
  emptyText,
}: {
  conversation: ConversationState;
  showVisibility: boolean;
  download: DocumentDownload;
  extrasOf?: (message: ClosingMessage) => ReactNode;
  onSessionOver?: () => void;
  now: Date;
  emptyText: string;
}) {
  const { query, messages, unread, markRead } = conversation;
  const box = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);
  const [announcement, setAnnouncement] = useState("");
  // Where the reader was before the list changed.
  const last = useRef<ScrollPlace>({ oldestOffset: 0, atBottom: true });
  const newest = messages[messages.length - 1];
  const oldest = messages[0];
  useReadWhenSeen(sentinel, newest, unread, (id) => markRead.mutateAsync(id));

  useEffect(() => {
    if (query.isError && isSessionOver(query.error)) onSessionOver?.();
  }, [query.isError, query.error, onSessionOver]);

  const onScroll = () => {
    if (box.current) remember(box.current, last.current);
  };

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = last.current;
    if (!before.newest) {
      el.scrollTop = el.scrollHeight;
    } else if (newest?.id !== before.newest) {
      if (before.atBottom || newest?.mine) el.scrollTop = el.scrollHeight;
      if (newest && !newest.mine) setAnnouncement(`New message from ${newest.author.name}`);
    } else if (oldest?.id !== before.oldest) {
      // Earlier messages went in above: the message the reader saw first stays where it was.
      const anchor = itemOf(el, before.oldest);
      if (anchor) el.scrollTop = anchor.offsetTop - before.oldestOffset;
    }
    last.current = { ...last.current, newest: newest?.id, oldest: oldest?.id };
    remember(el, last.current);
  }, [newest, oldest]);

  if (query.isPending) return <QueryLoading label="Loading the messages…" />;
  const moreFailure = query.isFetchNextPageError ? describeFailure(query.error, "Earlier messages did not load") : undefined;
  // A failure with pages already shown (a refresh, an earlier page) keeps them on screen.
  if (query.isError && !query.data) {
    return <QueryError message="Failed to load the messages" onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (messages.length === 0) {
    return (
      <QueryEmpty message="No messages yet">
        <p>{emptyText}</p>
      </QueryEmpty>
    );
  }

  const more = () => void query.fetchNextPage();
  return (
    <div className="grid gap-2">
      <div
        ref={box}
        onScroll={onScroll}
        role="region"
        aria-label="Conversation"
        // Scrolled with the keyboard too (it has its own scroll bar).
        tabIndex={0}
        className="relative max-h-[min(36rem,70svh)] overflow-y-auto overscroll-contain rounded-xl bg-cream-100 p-2 focus-visible:outline-2 focus-visible:outline-navy-700 sm:p-4"
      >
        {query.hasNextPage ? (
          <div className="mb-4 grid justify-items-center gap-2">
            <Button variant="secondary" size="sm" onClick={more} busy={query.isFetchingNextPage} busyLabel="Loading...">
              <ChevronUp aria-hidden="true" className="size-4" />
              Load Earlier Messages
            </Button>
            <FailureAlert
              failure={moreFailure}
              onRetry={more}
              retrying={query.isFetchingNextPage}
            />
          </div>
        ) : null}
        <ol aria-label="Messages, oldest first" className="grid gap-4">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} showVisibility={showVisibility} download={download} extras={extrasOf?.(message)} now={now} />
          ))}
          <li ref={sentinel} aria-hidden="true" className="h-px" />
        </ol>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
