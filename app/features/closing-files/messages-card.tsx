import { postableVisibilities } from "#core/closing/closing-messages.ts";
import type { PartyClosingFile } from "#core/api/closing-file.ts";
import { Conversation } from "#app/components/messages/conversation.tsx";
import { useClosingDocuments } from "./closing-files-queries.ts";
import { usePartyMessagesTransport } from "./closing-messages-queries.ts";

/**
 * "Messages" on /transactions/:id: the file's conversation with our staff and the other people on
 * it, as an agent or lender may read and write it (agents and lenders only, or everyone), with the
 * file's documents to attach.
 */
export function MessagesCard({ file }: { file: Pick<PartyClosingFile, "id" | "my_roles"> }) {
  const transport = usePartyMessagesTransport(file.id);
  const documents = useClosingDocuments(file.id);
  return (
    <Conversation
      transport={transport}
      visibilities={postableVisibilities({ kind: "professional", roles: file.my_roles })}
      documents={documents.data?.data}
      intro="Write to our staff and the other people on this file. Choose who can read each message; we never put its words in e-mail."
      emptyText="Questions about this file? Write here: our staff answer during office hours, and everyone you choose sees it on their page."
    />
  );
}
