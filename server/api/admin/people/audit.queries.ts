/**
 * The admin audit log: role, count and status changes, newest first, by (created_at, id), with
 * who made each and what it was made to (the account's e-mail, the lead's or request's name).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDb } from "#db/client.ts";
import { auditEvents, leads, profiles, serviceRequests } from "#db/schema/index.ts";
import { actionsOfKind, type AuditFilter } from "#core/admin/people-audit.ts";
import { type Cursor } from "#server/http/keyset.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";
import { UUID_PATTERN } from "#core/validation/uuid.ts";

const actor = alias(profiles, "actor");

/** target_id as a uuid where it is one (NULL otherwise), so a lookup by it uses the primary key. */
const targetUuid = sql`(case when ${auditEvents.targetId} ~* ${sql.raw(`'^${UUID_PATTERN}$'`)} then ${auditEvents.targetId}::uuid end)`;

/** What the change was made to, as a person reads it; NULL once it has been deleted. */
const targetLabel = sql<string | null>`case ${auditEvents.targetType}
  when 'profile' then (select ${profiles.email} from ${profiles} where ${profiles.id} = ${targetUuid})
  when 'lead' then (select ${leads.name} from ${leads} where ${leads.id} = ${targetUuid})
  when 'service_request' then (select ${serviceRequests.name} from ${serviceRequests} where ${serviceRequests.id} = ${targetUuid})
end`;

export function listAudit(db: AppDb, page: { limit: number; cursor?: Cursor; filter: AuditFilter }) {
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      actorEmail: actor.email,
      targetType: auditEvents.targetType,
      targetId: auditEvents.targetId,
      targetLabel,
      payload: auditEvents.payload,
      createdAt: auditEvents.createdAt,
      cursorAt: cursorAt(auditEvents.createdAt),
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .where(
      and(
        inArray(auditEvents.action, actionsOfKind(page.filter.kind)),
        page.filter.actor ? eq(auditEvents.actorId, page.filter.actor) : undefined,
        afterCursor(auditEvents.createdAt, auditEvents.id, page.cursor),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit + 1);
}
