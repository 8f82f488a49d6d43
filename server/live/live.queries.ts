/**
 * SQL of the live stream (issue 31): the announced file events, read once per instance by the
 * hub with the file's agent and lender addresses beside them (so deciding who learns of one is no
 * further query), the replay after a Last-Event-ID for one stream's audience, and the verified
 * status-link session found by its token's hash alone.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { queryRows, type AppDb } from "#db/client.ts";
import { closingParties, statusLinkSessions } from "#db/schema/index.ts";
import { CONSUMER_ROLES } from "#core/closing/closing-enums.ts";
import type { LiveAudience } from "#core/closing/live-audience.ts";
import { PORTAL_ROLES } from "../closing/file-access.queries.ts";

export interface LiveEventRow {
  seq: number;
  kind: string;
  fileId: string;
  visibility: string;
  objectId: string | null;
  professionalEmails: string[];
}

interface RawRow {
  seq: string | number;
  kind: string;
  file_id: string;
  visibility: string;
  object_id: string | null;
  emails: string[] | null;
}

const roleList = sql.join(
  PORTAL_ROLES.map((r) => sql`${r}`),
  sql`, `,
);

const columns = sql`e.seq, e.kind, e.file_id, e.visibility, coalesce(e.message_id, e.request_id) as object_id,
  array(select distinct p.email from closing_parties p
        where p.file_id = e.file_id and p.email is not null and p.role in (${roleList})) as emails`;

const rowOf = (r: RawRow): LiveEventRow => ({
  seq: Number(r.seq),
  kind: r.kind,
  fileId: r.file_id,
  visibility: r.visibility,
  objectId: r.object_id,
  professionalEmails: r.emails ?? [],
});

/** The events with these seqs (the ones just announced), in seq order. */
export async function eventsBySeq(db: AppDb, seqs: readonly number[]): Promise<LiveEventRow[]> {
  if (seqs.length === 0) return [];
  const list = sql.join(
    seqs.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await queryRows<RawRow>(db, sql`select ${columns} from closing_file_events e where e.seq in (${list}) order by e.seq`);
  return rows.map(rowOf);
}

/** Every event after `afterSeq` (a listener catching up after its connection dropped), at most `limit`. */
export async function eventsAfter(db: AppDb, afterSeq: number, limit: number): Promise<LiveEventRow[]> {
  const rows = await queryRows<RawRow>(db, sql`select ${columns} from closing_file_events e where e.seq > ${afterSeq} order by e.seq limit ${limit}`);
  return rows.map(rowOf);
}

/** The newest seq now (where a listener starts from). */
export async function newestSeq(db: AppDb): Promise<number> {
  const [row] = await queryRows<{ seq: string | number | null }>(db, sql`select max(seq) as seq from closing_file_events`);
  return Number(row?.seq ?? 0);
}

/** The SQL condition of what `audience` may learn of (core/closing/live-audience.ts's rule). */
function audienceCondition(audience: LiveAudience) {
  switch (audience.kind) {
    case "staff":
      return sql`true`;
    case "professional":
      return sql`e.visibility <> 'staff' and exists (select 1 from closing_parties p
        where p.file_id = e.file_id and p.email = ${audience.email} and p.role in (${roleList}))`;
    case "consumer":
      return sql`e.visibility = 'everyone' and e.file_id = ${audience.fileId}`;
  }
}

/** What a reconnecting stream missed: its audience's events after `afterSeq`, oldest first, at most `limit`. */
export async function replayFor(db: AppDb, audience: LiveAudience, afterSeq: number, limit: number): Promise<LiveEventRow[]> {
  const rows = await queryRows<RawRow>(
    db,
    sql`select ${columns} from closing_file_events e where e.seq > ${afterSeq} and ${audienceCondition(audience)} order by e.seq limit ${limit}`,
  );
  return rows.map(rowOf);
}

/** The unexpired status-link session with this token hash, while its party is a buyer or seller. */
export async function statusSessionByHash(db: AppDb, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ linkId: statusLinkSessions.linkId, expiresAt: statusLinkSessions.expiresAt, fileId: closingParties.fileId })
    .from(statusLinkSessions)
    .innerJoin(closingParties, eq(closingParties.id, statusLinkSessions.partyId))
    .where(and(eq(statusLinkSessions.tokenHash, tokenHash), gt(statusLinkSessions.expiresAt, now), inArray(closingParties.role, [...CONSUMER_ROLES])));
  return row;
}
