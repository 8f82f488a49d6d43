/**
 * The admin audit log: every audited event, newest first, by (created_at, id), with who made each,
 * what it was made to (the account's e-mail, the lead's or request's name, the closing file's
 * number and address, the document's name) and the closing file it concerns. Filtered by kind (its
 * actions; "other": any action core/admin/people-audit.ts does not know), by who made it and by
 * closing file: the file's own rows (target closing_file) and its documents' (payload file_id),
 * each served by an index (db/schema/audit.ts).
 */
import { and, desc, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDb } from "#db/client.ts";
import { auditEvents, closingDocuments, closingFiles, leads, profiles, serviceRequests } from "#db/schema/index.ts";
import { KNOWN_AUDIT_ACTIONS, actionsOfKind, type AuditFilter } from "#core/admin/people-audit.ts";
import { type Cursor } from "#server/http/keyset.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";
import { UUID_PATTERN } from "#core/validation/uuid.ts";

const actor = alias(profiles, "actor");

const asUuid = (text: unknown) => sql`(case when ${text} ~* ${sql.raw(`'^${UUID_PATTERN}$'`)} then (${text})::uuid end)`;

/** target_id as a uuid where it is one (NULL otherwise), so a lookup by it uses the primary key. */
const targetUuid = asUuid(auditEvents.targetId);

/** The closing file the event concerns: the file itself, or the one its payload names (documents). */
const fileIdText = sql`coalesce(case when ${auditEvents.targetType} = 'closing_file' then ${auditEvents.targetId} end, ${auditEvents.payload}->>'file_id')`;
const fileUuid = asUuid(fileIdText);

/** What the change was made to, as a person reads it; NULL once it has been deleted. */
const targetLabel = sql<string | null>`case ${auditEvents.targetType}
  when 'profile' then (select ${profiles.email} from ${profiles} where ${profiles.id} = ${targetUuid})
  when 'auth_user' then (select ${profiles.email} from ${profiles} where ${profiles.id} = ${targetUuid})
  when 'lead' then (select ${leads.name} from ${leads} where ${leads.id} = ${targetUuid})
  when 'service_request' then (select ${serviceRequests.name} from ${serviceRequests} where ${serviceRequests.id} = ${targetUuid})
  when 'closing_file' then (select ${closingFiles.propertyAddress} from ${closingFiles} where ${closingFiles.id} = ${targetUuid})
  when 'closing_document' then coalesce((select ${closingDocuments.name} from ${closingDocuments} where ${closingDocuments.id} = ${targetUuid}), ${auditEvents.payload}->>'name')
end`;

const fileNumber = sql<string | null>`(select ${closingFiles.fileNumber} from ${closingFiles} where ${closingFiles.id} = ${fileUuid})`;

/** The rows of one closing file, by its number (none when no file has it). */
function ofFile(number: string) {
  const id = sql`(select ${closingFiles.id}::text from ${closingFiles} where ${closingFiles.fileNumber} = ${number})`;
  return or(
    and(eq(auditEvents.targetType, "closing_file"), sql`${auditEvents.targetId} = ${id}`),
    sql`(${auditEvents.payload}->>'file_id') = ${id}`,
  );
}

function ofKind(kind: AuditFilter["kind"]) {
  if (kind === "other") return notInArray(auditEvents.action, KNOWN_AUDIT_ACTIONS);
  const actions = actionsOfKind(kind);
  return actions ? inArray(auditEvents.action, actions) : undefined;
}

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
      fileId: sql<string | null>`${fileUuid}::text`,
      fileNumber,
      payload: auditEvents.payload,
      createdAt: auditEvents.createdAt,
      cursorAt: cursorAt(auditEvents.createdAt),
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .where(
      and(
        ofKind(page.filter.kind),
        page.filter.actor ? eq(auditEvents.actorId, page.filter.actor) : undefined,
        page.filter.file ? ofFile(page.filter.file) : undefined,
        afterCursor(auditEvents.createdAt, auditEvents.id, page.cursor),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit + 1);
}
