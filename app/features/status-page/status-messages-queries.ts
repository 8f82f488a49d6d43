/**
 * The conversation as a verified buyer or seller reads and writes it through their status link
 * (issue 31; docs/messages-contract.md): everything with the session as a bearer token
 * (status-fetch.ts), never the signed-in client. Documents from the message box go to
 * …/messages/documents and are stored for everyone on the file.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { z } from "zod";
import { closingDocumentLinkSchema, closingDocumentSchema } from "#core/api/closing-documents.ts";
import { closingMessagePageSchema, messageReadResultSchema } from "#core/api/closing-message.ts";
import { messagePageQuery, type MessagesTransport } from "#app/components/messages/messages-transport.ts";
import { getStatusJson, postStatusJson, sendStatusJson, statusPath } from "./status-fetch.ts";

export const statusMessageKeys = {
  /** Under the page's own key ["status", token]: the live stream's refresh of the page reaches them. */
  messages: (token: string) => ["status", token, "messages"] as const,
};

/** POST …/messages answers the message; the thread reloads it, so its shape is not read here. */
const postedSchema = z.unknown();

export function useStatusMessagesTransport(token: string, session: string): MessagesTransport {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const base = `${statusPath(token)}/messages`;
    return {
      queryKey: statusMessageKeys.messages(token),
      list: (cursor, signal) => getStatusJson(`${base}${messagePageQuery(cursor)}`, closingMessagePageSchema, signal, session),
      post: (body) => sendStatusJson(base, postedSchema, { body, session }),
      markRead: (through) => sendStatusJson(`${base}/read`, messageReadResultSchema, { body: { through }, session }),
      // The status link's own document links: a message's documents are "everyone" ones.
      documentLink: (docId) => postStatusJson(`${statusPath(token)}/documents/${encodeURIComponent(docId)}/link`, closingDocumentLinkSchema),
      uploadDocument: async (file) => {
        const form = new FormData();
        form.set("file", file, file.name);
        const stored = await sendStatusJson(`${base}/documents`, closingDocumentSchema, { body: form, session });
        // The page's "Documents for you" lists it too.
        void queryClient.invalidateQueries({ queryKey: ["status", token], exact: true });
        return stored;
      },
    } satisfies MessagesTransport;
  }, [token, session, queryClient]);
}
