/**
 * Staff's inbox (docs/messages-contract.md, "/admin/inbox"): the conversations where a party waits
 * for staff's answer, longest waiting first, a page at a time, searchable by file number, address
 * or the name of anyone on the file; and how many there are, for the admin navigation. Reads
 * closing_conversations, which postMessage keeps (server/closing/messages/message-changes.ts).
 */
import type { MessageInboxRow } from "#core/api/closing-message.ts";
import { PARTY_ROLE_LABELS, type PartyRole } from "#core/closing/closing-enums.ts";
import type { AppDb } from "#db/client.ts";
import { pageInOrder, type OrderCursor } from "#server/http/keyset.ts";
import { INBOX_ORDER, inboxRows, newestPartyMessages, waitingCount } from "./inbox.queries.ts";

export { INBOX_ORDER };

/** How a party author's role reads on a row; an author without a role on the file is "On the file". */
function roleLabel(role: string | null): string {
  return role && role in PARTY_ROLE_LABELS ? PARTY_ROLE_LABELS[role as PartyRole] : "On the file";
}

/** One page of the inbox after the cursor: `{ data, next_cursor }`. */
export async function inboxPage(db: AppDb, q: string | undefined, cursor: OrderCursor | undefined, limit: number): Promise<{ data: MessageInboxRow[]; next_cursor: string | null }> {
  const rows = await inboxRows(db, q || undefined, cursor, limit + 1);
  const newest = new Map((await newestPartyMessages(db, rows.slice(0, limit).map((r) => r.id))).map((m) => [m.fileId, m]));
  return pageInOrder(INBOX_ORDER, rows, limit, (r) => {
    const last = newest.get(r.id);
    // awaiting_since is never NULL here: every statement of the inbox asks for it to be set.
    const since = r.awaitingSince!;
    return {
      file_id: r.id,
      file_number: r.fileNumber,
      property_address: r.propertyAddress,
      county: r.county,
      awaiting_since: since.toISOString(),
      waiting: r.waiting,
      last_message: last
        ? { author: last.authorLabel, role_label: roleLabel(last.authorRole), preview: last.preview, created_at: last.createdAt.toISOString() }
        : // A conversation waits only after a party wrote; kept total if that message is gone.
          { author: "", role_label: "", preview: "", created_at: since.toISOString() },
    };
  });
}

/** How many conversations wait for staff. */
export function inboxCount(db: AppDb): Promise<number> {
  return waitingCount(db);
}
