/**
 * The audit rows of staff changes to closing files (audit_events, target_type "closing_file"),
 * written in the change's own transaction through server/audit/write-audit.queries.ts.
 */
import type { AppDb } from "#db/client.ts";
import type { AuditAction } from "#core/admin/people-audit.ts";
import { writeAudit } from "../audit/write-audit.queries.ts";

/** The closing-file actions of the audit log's table (core/admin/people-audit.ts), which names and kinds each. */
export type ClosingAuditAction = Extract<AuditAction, `closing_file.${string}`>;

export interface ClosingActor {
  actorId: string;
  ip: string;
}

export async function auditClosing(
  db: Pick<AppDb, "insert">,
  action: ClosingAuditAction,
  fileId: string,
  by: ClosingActor | { actorId: null; ip: string; via: string },
  payload: Record<string, unknown> = {},
) {
  await writeAudit(db, {
    actorId: by.actorId,
    action,
    targetType: "closing_file",
    targetId: fileId,
    ip: by.ip,
    // A buyer or seller through the status link has no account: the row says which link.
    payload: "via" in by ? { ...payload, by: by.via } : payload,
  });
}
