/** The daily reminder's statements (server/closing/request-digest.ts). */
import { and, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type AppDb } from "#db/client.ts";
import { requestDigests } from "#db/schema/index.ts";
import { CONSUMER_ROLES, PROFESSIONAL_ROLES } from "#core/closing/closing-enums.ts";
import type { IsoDate } from "#core/closing/request-types.ts";

export interface OwedRow {
  request_id: string;
  title: string;
  due_on: IsoDate;
  file_id: string;
  file_number: string;
  property_address: string;
  name: string;
  phone: string | null;
}

export interface AccountOwedRow extends OwedRow {
  user_id: string;
  email: string;
  sms: boolean;
}

export interface PartyOwedRow extends OwedRow {
  email: string | null;
}

// Open requests only: a submitted one waits on staff, a settled one on nobody. Files that are
// complete are done with; their leftovers are staff's to tidy, not the parties' to be reminded of.
const owed = (horizon: IsoDate) => sql`
  r.status = 'open' and r.due_on is not null and r.due_on <= ${horizon}::date and f.completed_at is null`;

/**
 * The agents' and lenders' open requests due by `horizon`, one row per request and account that
 * proved the address on the owning party row (server/auth/proven-email.ts), for accounts that did
 * not turn reminders off (no preferences row: on). Staff-only requests are not shown to them, so
 * not reminded of either.
 */
export async function accountOwed(db: AppDb, horizon: IsoDate): Promise<AccountOwedRow[]> {
  return queryRows<AccountOwedRow>(db, sql`
    select r.id as request_id, r.title, r.due_on::text as due_on, f.id as file_id, f.file_number, f.property_address,
           p.name, p.phone, u.id as user_id, u.proven_email as email, coalesce(np.sms, false) as sms
      from closing_requests r
      join closing_files f on f.id = r.file_id
      join closing_parties p on p.file_id = r.file_id and p.role = r.owner
      join auth_users u on u.proven_email = p.email and u.proven_email = lower(u.email) and u.deleted_at is null
      left join notification_preferences np on np.user_id = u.id
     where ${owed(horizon)}
       and r.owner in ${[...PROFESSIONAL_ROLES]}
       and r.visibility <> 'staff'
       and coalesce(np.reminders, true)
     order by u.id, r.due_on, r.id`);
}

/**
 * The buyers' and sellers' open requests due by `horizon`, one row per request and owning party
 * row that wants reminders and can be reached. Only what their verified status page shows them
 * (visibility everyone).
 */
export async function partyOwed(db: AppDb, horizon: IsoDate): Promise<PartyOwedRow[]> {
  return queryRows<PartyOwedRow>(db, sql`
    select r.id as request_id, r.title, r.due_on::text as due_on, f.id as file_id, f.file_number, f.property_address,
           p.name, p.phone, p.email
      from closing_requests r
      join closing_files f on f.id = r.file_id
      join closing_parties p on p.file_id = r.file_id and p.role = r.owner
     where ${owed(horizon)}
       and r.owner in ${[...CONSUMER_ROLES]}
       and r.visibility = 'everyone'
       and p.reminders
       and (p.email is not null or p.phone is not null)
     order by p.created_at, r.due_on, r.id`);
}

/** Of these recipients, those already reminded on `day` (by this instance or another). */
export async function remindedOn(db: AppDb, day: IsoDate, recipients: string[]): Promise<Set<string>> {
  if (recipients.length === 0) return new Set();
  const rows = await db
    .select({ recipient: requestDigests.recipient })
    .from(requestDigests)
    .where(and(eq(requestDigests.day, day), inArray(requestDigests.recipient, recipients)));
  return new Set(rows.map((r) => r.recipient));
}

/**
 * Claims the person's reminder of the day: true for the one transaction that inserted the row,
 * false for every other (the primary key makes two instances send it once).
 */
export async function claimDigest(tx: AppDb, recipient: string, day: IsoDate, requestCount: number): Promise<boolean> {
  const rows = await tx.insert(requestDigests).values({ recipient, day, requestCount }).onConflictDoNothing().returning({ recipient: requestDigests.recipient });
  return rows.length === 1;
}
