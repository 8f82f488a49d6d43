/**
 * Storing a public form's submission in one statement: the per-IP counter, the row (a lead or a
 * service request) and its two e-mails in the outbox, through data-modifying CTEs. One statement
 * is one transaction, so the row and its e-mails exist together or not at all, and it costs one
 * round trip. The row is written only while the counter is within the limit.
 */
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type AppDb } from "../../../db/client.ts";
import type { LeadSource } from "../../../core/domain/enums.ts";
import { countRequest } from "../../http/rate-limit.queries.ts";
import type { Limit } from "../../http/rate-limit.ts";

export interface LeadValues {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string | null;
  userId: string | null;
  source: LeadSource;
}

export interface ServiceRequestValues {
  serviceType: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  propertyAddress: string | null;
  closingDateRequested: string | null;
  message: string | null;
  userId: string | null;
  userType: string | null;
}

export type SubmissionRow = { table: "leads"; values: LeadValues } | { table: "service_requests"; values: ServiceRequestValues };

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  metadata: Record<string, unknown>;
}

export interface StoreSubmission {
  limit: Limit;
  /** The new row's id and creation time, chosen by the caller so the e-mails can quote them. */
  id: string;
  at: Date;
  row: SubmissionRow;
  mails: QueuedMail[];
}

/** The row's insert: it selects from the counter, so it writes nothing when the counter is over. */
function rowInsert({ id, at, row }: StoreSubmission): SQL {
  const stamp = sql`${at.toISOString()}::timestamptz`;
  if (row.table === "leads") {
    const v = row.values;
    return sql`insert into leads (id, name, email, company, phone, message, user_id, source, created_at, updated_at)
      select ${id}::uuid, ${v.name}::text, ${v.email}::text, ${v.company}::text, ${v.phone}::text, ${v.message}::text,
             ${v.userId}::uuid, ${v.source}::lead_source, ${stamp}, ${stamp}
        from counter where counter.allowed
      returning id`;
  }
  const v = row.values;
  return sql`insert into service_requests (id, service_type, name, email, phone, company, property_address,
                                closing_date_requested, message, user_id, user_type, created_at, updated_at)
    select ${id}::uuid, ${v.serviceType}::text, ${v.name}::text, ${v.email}::text, ${v.phone}::text, ${v.company}::text,
           ${v.propertyAddress}::text, ${v.closingDateRequested}::date, ${v.message}::text, ${v.userId}::uuid,
           ${v.userType}::account_type, ${stamp}, ${stamp}
      from counter where counter.allowed
    returning id`;
}

/** Runs the statement; `stored` is false when the counter was over the limit (nothing written). */
export async function storeCountedSubmission(
  db: AppDb,
  input: StoreSubmission,
  now: number,
): Promise<{ count: number; stored: boolean }> {
  const mails = sql.join(
    input.mails.map(
      (m) => sql`(${m.to}::text, ${m.subject}::text, ${m.text}::text, ${m.kind}::text, ${JSON.stringify(m.metadata)}::jsonb)`,
    ),
    sql`, `,
  );
  const [result] = await queryRows<{ count: number; stored: boolean }>(
    db,
    sql`with hit as (${countRequest(input.limit, now)}),
      counter as (select count, count <= ${input.limit.max} as allowed from hit),
      stored as (${rowInsert(input)}),
      mail as (
        insert into outbox (channel, to_address, subject, text_body, kind, ref_id, metadata)
        select 'email', m.to_address, m.subject, m.text_body, m.kind, stored.id, m.metadata
          from stored cross join (values ${mails}) as m (to_address, subject, text_body, kind, metadata)
        returning id)
    select counter.count, exists (select 1 from stored) as stored from counter`,
  );
  return { count: Number(result!.count), stored: result!.stored };
}
