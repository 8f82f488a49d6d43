import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { closingDocumentLinkSchema, closingDocumentSchema } from "#core/api/closing-documents.ts";
import { closingMessagePageSchema, messageReadResultSchema } from "#core/api/closing-message.ts";
import { postableVisibilities } from "#core/closing/closing-messages.ts";
import { Conversation, type MessagesTransport } from "#app/components/messages/conversation.tsx";
import { api } from "#app/lib/api/api-client.ts";
import { inboxKeys } from "#app/lib/inbox-keys.ts";
import { closingKeys, useDocuments } from "./closing-queries.ts";

const STAFF_VISIBILITIES = postableVisibilities({ kind: "staff" });

/** The staff API of one file's conversation (docs/messages-contract.md "Routes"). */
function staffTransport(fileId: string): MessagesTransport {
  const base = `/api/v1/admin/closing-files/${encodeURIComponent(fileId)}`;
  return {
    queryKey: closingKeys.messages(fileId),
    list: (cursor, signal) => api.get(`${base}/messages?limit=30${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { schema: closingMessagePageSchema, signal }),
    post: (input) => api.post(`${base}/messages`, input),
    markRead: (through) => api.post(`${base}/messages/read`, { through }, { schema: messageReadResultSchema }),
    documentLink: (documentId) => api.post(`${base}/documents/${encodeURIComponent(documentId)}/link`, undefined, { schema: closingDocumentLinkSchema }),
    uploadDocument: (file, visibility) => {
      const body = new FormData();
      body.set("visibility", visibility);
      body.set("file", file);
      return api.post(`${base}/documents`, body, { schema: closingDocumentSchema });
    },
    edit: (messageId, text) => api.patch(`${base}/messages/${encodeURIComponent(messageId)}`, { body: text }),
    remove: (messageId) => api.delete(`${base}/messages/${encodeURIComponent(messageId)}`),
  };
}

/**
 * Staff's side of a file's conversation (issue 31): every message, internal notes included, with
 * who has read each, the composer with the three audiences (an internal note by default is not
 * offered: staff choose), and edit or remove within the window. A reply to the parties answers the
 * inbox, so its list, its count and the file lists' unread counts are refreshed after each change.
 */
export function MessagesPanel({ fileId }: { fileId: string }) {
  const queryClient = useQueryClient();
  const documents = useDocuments(fileId);
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  // Opened from the inbox or a file list's unread count (…#messages): the panel appears only once
  // the file has loaded, after the browser looked for the anchor, so it is brought into view here.
  useEffect(() => {
    if (hash === "#messages") anchor.current?.scrollIntoView({ block: "start" });
  }, [hash]);
  const transport = useMemo(() => {
    const inner = staffTransport(fileId);
    const refreshLists = () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      void queryClient.invalidateQueries({ queryKey: closingKeys.lists });
    };
    return {
      ...inner,
      post: async (input) => {
        const answer = await inner.post(input);
        refreshLists();
        // An upload from the message box is a new document on the file.
        void queryClient.invalidateQueries({ queryKey: closingKeys.documents(fileId) });
        return answer;
      },
      markRead: async (through) => {
        const answer = await inner.markRead(through);
        void queryClient.invalidateQueries({ queryKey: closingKeys.lists });
        return answer;
      },
    } satisfies MessagesTransport;
  }, [fileId, queryClient]);

  return (
    <div id="messages" ref={anchor} className="scroll-mt-24">
      <Conversation
        transport={transport}
        visibilities={STAFF_VISIBILITIES}
        defaultVisibility="everyone"
        documents={documents.data?.data ?? []}
        staff
        title="Messages"
        emptyText="No messages on this file yet. Write to the agents and lenders, to everyone on the file, or leave an internal note."
      />
    </div>
  );
}
