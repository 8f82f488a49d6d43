/** Issuing and revoking a file's status link, each with its audit row, under the file's row lock. */
import type { AppDb } from "#db/client.ts";
import { closingParties } from "#db/schema/index.ts";
import { eq } from "drizzle-orm";
import type { Services } from "#server/services.ts";
import { auditClosing, type ClosingActor } from "#server/closing/closing-audit.ts";
import { lockFile } from "#server/closing/milestone-move.ts";
import { issueStatusLink, sendStatusLink } from "#server/closing/status-link-issue.ts";
import { revokeStatusLink } from "#server/closing/status-links.queries.ts";

/** A new live link (the old one revoked), sent to the buyers and sellers when `send`. */
export function reissueStatusLink(db: AppDb, services: Pick<Services, "keys" | "config">, fileId: string, send: boolean, by: ClosingActor) {
  return db.transaction(async (tx) => {
    const file = await lockFile(tx, fileId);
    const link = await issueStatusLink(tx, services, fileId, by.actorId);
    let sent = 0;
    if (send) {
      const parties = await tx.select().from(closingParties).where(eq(closingParties.fileId, fileId));
      sent = await sendStatusLink(tx, services, file, parties, link.token);
    }
    await auditClosing(tx, "closing_file.status_link_issued", fileId, by, { link_id: link.row.id, sent_to: sent });
    return { ...link, completedAt: file.completedAt };
  });
}

/** Revokes the live link; false when there was none. */
export function revokeLiveStatusLink(db: AppDb, fileId: string, by: ClosingActor) {
  return db.transaction(async (tx) => {
    await lockFile(tx, fileId);
    if (!(await revokeStatusLink(tx, fileId))) return false;
    await auditClosing(tx, "closing_file.status_link_revoked", fileId, by);
    return true;
  });
}
