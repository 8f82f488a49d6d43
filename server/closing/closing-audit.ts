/**
 * The audit rows of staff changes to closing files (audit_events, target_type "closing_file"),
 * written in the change's own transaction through server/audit/write-audit.queries.ts.
 */
import type { AppDb } from "#db/client.ts";
import { writeAudit } from "../audit/write-audit.queries.ts";

export type ClosingAuditAction =
  | "closing_file.opened"
  | "closing_file.updated"
  | "closing_file.milestone_changed"
  | "closing_file.party_added"
  | "closing_file.party_updated"
  | "closing_file.party_removed"
  | "closing_file.status_link_issued"
  | "closing_file.status_link_revoked";

export interface ClosingActor {
  actorId: string;
  ip: string;
}

export async function auditClosing(
  db: Pick<AppDb, "insert">,
  action: ClosingAuditAction,
  fileId: string,
  by: ClosingActor,
  payload: Record<string, unknown> = {},
) {
  await writeAudit(db, {
    actorId: by.actorId,
    action,
    targetType: "closing_file",
    targetId: fileId,
    ip: by.ip,
    payload,
  });
}
