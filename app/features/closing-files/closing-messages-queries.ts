/**
 * The conversation of an agent's or lender's file through the one API client (issue 31;
 * docs/messages-contract.md): its pages, a new message, the read mark, document links, and
 * documents uploaded from the message box with the message's audience.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { closingDocumentLinkSchema, closingDocumentSchema } from "#core/api/closing-documents.ts";
import { closingMessagePageSchema, messageReadResultSchema } from "#core/api/closing-message.ts";
import type { MessagePostInput } from "#core/closing/message-input.ts";
import { messagePageQuery, type MessagesTransport } from "#app/components/messages/messages-transport.ts";
import { api } from "#app/lib/api/api-client.ts";
import { closingFileKeys } from "./closing-files-queries.ts";

const filePath = (id: string) => `/api/v1/closing-files/${encodeURIComponent(id)}`;

/** Under the file's key, so anything that refreshes the file (the live stream) refreshes them too. */
export const closingMessageKeys = {
  messages: (id: string) => [...closingFileKeys.file(id), "messages"] as const,
};

export function usePartyMessagesTransport(fileId: string): MessagesTransport {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: closingMessageKeys.messages(fileId),
      list: (cursor, signal) => api.get(`${filePath(fileId)}/messages${messagePageQuery(cursor)}`, { schema: closingMessagePageSchema, signal }),
      post: (input: MessagePostInput) => api.post(`${filePath(fileId)}/messages`, input),
      markRead: (through) => api.post(`${filePath(fileId)}/messages/read`, { through }, { schema: messageReadResultSchema }),
      documentLink: (docId) => api.post(`${filePath(fileId)}/documents/${encodeURIComponent(docId)}/link`, undefined, { schema: closingDocumentLinkSchema }),
      uploadDocument: async (file, visibility) => {
        // The fields come before the file: the server reads them before it streams the file.
        const form = new FormData();
        form.set("visibility", visibility);
        form.set("file", file, file.name);
        const stored = await api.post(`${filePath(fileId)}/documents`, form, { schema: closingDocumentSchema });
        void queryClient.invalidateQueries({ queryKey: closingFileKeys.documents(fileId) });
        return stored;
      },
    }),
    [fileId, queryClient],
  );
}
