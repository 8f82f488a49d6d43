/**
 * The one count of what a member has done with us, read by the dashboard's totals, the admin's
 * per-user count and the Year of the GOAT (standing and leaderboard), so the three always agree.
 *
 * A member is credited with
 * - each of their transactions (the spec's rows, which the admin's count edit adds and removes),
 *   on its closing date, or the day it was entered (in Iowa) when it has none; and
 * - each closing file that reached "Closed and disbursed" (milestone closed_disbursed done) on
 *   which their proven e-mail is an agent or lender party (the rule that lets them open the file,
 *   server/closing/file-access.ts), on the day it was done; once per file, whatever their roles.
 *
 * Per member: `total` (every credit: the dashboard's Total Transactions and the admin's count),
 * `monthly` (credits dated this calendar month in Iowa), `yearClosings` (closed credits dated this
 * calendar year in Iowa: the GOAT's closings) and `files` (the closed files among the total, which
 * the admin's count edit cannot remove).
 */
import { sql, type SQL } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authUsers, closingMilestones, closingParties, profiles, transactions } from "#db/schema/index.ts";
import { COMPANY_TIME_ZONE } from "#core/domain/company-calendar.ts";
import { PORTAL_ROLES } from "#server/closing/file-access.queries.ts";

export interface ClosingCounts {
  total: number;
  monthly: number;
  yearClosings: number;
  files: number;
}

export const NO_CLOSINGS: ClosingCounts = { total: 0, monthly: 0, yearClosings: 0, files: 0 };

const roleList = sql.join(
  PORTAL_ROLES.map((r) => sql`${r}`),
  sql`, `,
);

/** Every credit of every member: (user_id, closed, day, is_file). */
function credits(): SQL {
  return sql`(
    select ${transactions.userId} as user_id,
           ${transactions.status} = 'closed' as closed,
           coalesce(${transactions.closingDate}, (${transactions.createdAt} at time zone ${COMPANY_TIME_ZONE})::date) as day,
           false as is_file
      from ${transactions}
    union all
    select distinct on (${authUsers.id}, ${closingMilestones.fileId})
           ${authUsers.id} as user_id,
           true as closed,
           coalesce(${closingMilestones.doneOn}, (${closingMilestones.updatedAt} at time zone ${COMPANY_TIME_ZONE})::date) as day,
           true as is_file
      from ${closingMilestones}
      join ${closingParties} on ${closingParties.fileId} = ${closingMilestones.fileId} and ${closingParties.role} in (${roleList})
      join ${authUsers} on ${authUsers.provenEmail} = ${closingParties.email}
                       and ${authUsers.provenEmail} = lower(${authUsers.email})
                       and ${authUsers.deletedAt} is null
     where ${closingMilestones.milestone} = 'closed_disbursed' and ${closingMilestones.state} = 'done'
  )`;
}

/** Per member with any credit: the four counts, as of `now` (month and year in Iowa). */
function perMember(now: Date): SQL {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${COMPANY_TIME_ZONE})`;
  const month = sql`date_trunc('month', ${local})::date`;
  const year = sql`date_trunc('year', ${local})::date`;
  return sql`(
    select c.user_id,
           count(*)::int as total,
           (count(*) filter (where c.day >= ${month} and c.day < (${month} + interval '1 month')::date))::int as monthly,
           (count(*) filter (where c.closed and c.day >= ${year} and c.day < (${year} + interval '1 year')::date))::int as year_closings,
           (count(*) filter (where c.is_file))::int as files
      from ${credits()} c
     group by c.user_id
  )`;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

interface CountRow {
  user_id: string;
  total: number;
  monthly: number;
  year_closings: number;
  files: number;
}

const countsOf = (r: CountRow): ClosingCounts => ({ total: Number(r.total), monthly: Number(r.monthly), yearClosings: Number(r.year_closings), files: Number(r.files) });

/** The counts of each of `userIds` (zeros for members without any), in one statement. */
export async function closingCounts(db: AppDb, userIds: string[], now: Date): Promise<Map<string, ClosingCounts>> {
  const counts = new Map<string, ClosingCounts>(userIds.map((id) => [id, { ...NO_CLOSINGS }]));
  if (userIds.length === 0) return counts;
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`select * from ${perMember(now)} m where m.user_id in (${ids})`);
  for (const row of rowsOf<CountRow>(result)) counts.set(row.user_id, countsOf(row));
  return counts;
}

export interface RankedMember {
  userId: string;
  closings: number;
  rank: number;
  email: string | null;
  displayName: string | null;
  showOnLeaderboard: boolean;
}

/**
 * The year's members by closings (yearClosings of the same counts), ranked (ties share a rank;
 * the earlier member first): the first `top` ranks and, wherever they stand, `me`.
 */
export async function rankedByYearClosings(db: AppDb, now: Date, me: string, top: number): Promise<RankedMember[]> {
  const result = await db.execute(sql`
    with ranked as (
      select m.user_id, m.year_closings, (rank() over (order by m.year_closings desc))::int as rank
        from ${perMember(now)} m
       where m.year_closings > 0
    )
    select r.user_id, r.year_closings, r.rank, ${profiles.email} as email, ${profiles.displayName} as display_name,
           ${profiles.showOnLeaderboard} as show_on_leaderboard
      from ranked r
      join ${profiles} on ${profiles.id} = r.user_id
     where r.rank <= ${top} or r.user_id = ${me}::uuid
     order by r.rank asc, ${profiles.createdAt} asc, ${profiles.id} asc`);
  return rowsOf<{ user_id: string; year_closings: number; rank: number; email: string | null; display_name: string | null; show_on_leaderboard: boolean }>(result).map(
    (r) => ({
      userId: r.user_id,
      closings: Number(r.year_closings),
      rank: Number(r.rank),
      email: r.email,
      displayName: r.display_name,
      showOnLeaderboard: r.show_on_leaderboard,
    }),
  );
}
