/**
 * The one writer of audit_events (db/schema/audit.ts): every change that is audited writes its
 * row through here, inside the change's own transaction, so the change and its record exist
 * together. Readers query the table directly.
 */
import { sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { auditEvents } from "#db/schema/index.ts";

/** One audited event, in the columns of audit_events. */
export interface AuditRecord {
  /** The acting user; null for anonymous, system or service-role actions. */
  actorId: string | null;
  /** Dotted verb, e.g. "profile.role_changed". */
  action: string;
  /** What it was done to, e.g. "profile" and its id; none for an event without a target. */
  targetType?: string | null;
  targetId?: string | null;
  /** The caller's address, where the event came through a request. */
  ip?: string | null;
  payload?: Record<string, unknown>;
}

/**
 * Stamped with clock_timestamp(), not now() (the start of the transaction): a transaction that
 * waited for another's row lock starts earlier but changes later, and the audit log must list
 * changes in the order they were made (docs/architecture.md §4).
 */
export async function writeAudit(tx: Pick<AppDb, "insert">, event: AuditRecord): Promise<void> {
  const { actorId, action, targetType, targetId, ip, payload } = event;
  await tx.insert(auditEvents).values({ actorId, action, targetType, targetId, ip, payload, createdAt: sql`clock_timestamp()` });
}
