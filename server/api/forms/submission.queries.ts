/**
 * Storing public forms' submissions, any number at once, in one statement: each one's per-IP
 * count, its row (a lead or a service request) and its two e-mails in the outbox, through
 * data-modifying CTEs. One statement is one transaction, so a row and its e-mails exist together
 * or not at all. Submissions are counted in the order given, as if one after another: a
 * submission is stored only while its own position in its counter's window is within the limit.
 * The batch travels as one JSON parameter, so the statement's text never changes.
 */
import type { AppDb } from "#db/client.ts";
import { runFixed } from "#db/fixed-statement.ts";
import type { LeadSource } from "#core/domain/enums.ts";
import { type Limit } from "#server/http/rate-limit.ts";
import { windowOf } from "#server/http/rate-limit-window.ts";

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
  html: string;
  kind: string;
  metadata: Record<string, unknown>;
}

export interface StoreSubmission {
  limit: Limit;
  /** When the request was counted (its rate-limit window). */
  now: number;
  /** The new row's id and creation time, chosen by the caller so the e-mails can quote them. */
  id: string;
  at: Date;
  row: SubmissionRow;
  mails: QueuedMail[];
}

/** The counter's value at this submission (as if counted one after another); over the limit, nothing was stored. */
export interface StoredSubmission {
  count: number;
  stored: boolean;
}

function itemJson(s: StoreSubmission, ord: number) {
  const w = windowOf(s.limit.windowSeconds, s.now);
  const common = {
    ord,
    key: s.limit.key,
    max: s.limit.max,
    window_start: w.start.toISOString(),
    expires_at: w.end.toISOString(),
    tbl: s.row.table,
    id: s.id,
    at: s.at.toISOString(),
    mails: s.mails.map((m) => ({ to_address: m.to, subject: m.subject, text_body: m.text, html_body: m.html, kind: m.kind, metadata: m.metadata })),
  };
  if (s.row.table === "leads") {
    const v = s.row.values;
    return { ...common, name: v.name, email: v.email, company: v.company, phone: v.phone, message: v.message, user_id: v.userId, source: v.source };
  }
  const v = s.row.values;
  return {
    ...common,
    name: v.name,
    email: v.email,
    company: v.company,
    phone: v.phone,
    message: v.message,
    user_id: v.userId,
    service_type: v.serviceType,
    property_address: v.propertyAddress,
    closing_date_requested: v.closingDateRequested,
    user_type: v.userType,
  };
}

const STORE_SUBMISSIONS = {
  name: "store_submissions_v2",
  text: `with item as (
        select * from json_to_recordset($1::json) as x (
          ord int, key text, max int, window_start timestamptz, expires_at timestamptz, tbl text, id uuid, at timestamptz,
          name text, email text, company text, phone text, message text, user_id uuid, source lead_source,
          service_type text, property_address text, closing_date_requested date, user_type account_type, mails json)),
      hits as (
        select key, window_start, max(expires_at) as expires_at, count(*)::int as n from item group by key, window_start),
      counter as (
        insert into rate_limits (key, window_start, count, expires_at)
        select key, window_start, n, expires_at from hits
        on conflict (key, window_start) do update set count = rate_limits.count + excluded.count
        returning key, window_start, count),
      placed as (
        select item.*, (counter.count - hits.n + row_number() over (partition by item.key, item.window_start order by item.ord))::int as position
          from item join hits using (key, window_start) join counter using (key, window_start)),
      allowed as (select * from placed where position <= max),
      new_leads as (
        insert into leads (id, name, email, company, phone, message, user_id, source, created_at, updated_at)
        select id, name, email, company, phone, message, user_id, source, at, at from allowed where tbl = 'leads'),
      new_requests as (
        insert into service_requests (id, service_type, name, email, phone, company, property_address,
                                      closing_date_requested, message, user_id, user_type, created_at, updated_at)
        select id, service_type, name, email, phone, company, property_address,
               closing_date_requested, message, user_id, user_type, at, at from allowed where tbl = 'service_requests'),
      new_mail as (
        insert into outbox (channel, to_address, subject, text_body, html_body, kind, ref_id, metadata)
        select 'email', m.to_address, m.subject, m.text_body, m.html_body, m.kind, allowed.id, coalesce(m.metadata, '{}'::jsonb)
          from allowed cross join lateral json_to_recordset(allowed.mails)
               as m (to_address text, subject text, text_body text, html_body text, kind text, metadata jsonb))
    select ord, position, max from placed`,
};

export async function storeSubmissions(db: AppDb, submissions: StoreSubmission[]): Promise<StoredSubmission[]> {
  const rows = await runFixed<{ ord: number; position: number; max: number }>(db, STORE_SUBMISSIONS, [
    JSON.stringify(submissions.map(itemJson)),
  ]);
  const byOrd = new Map(rows.map((r) => [Number(r.ord), r]));
  return submissions.map((_, ord) => {
    const r = byOrd.get(ord)!;
    return { count: Number(r.position), stored: Number(r.position) <= Number(r.max) };
  });
}
