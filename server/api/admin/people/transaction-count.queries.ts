/**
 * An administrator sets a user's transaction count (PUT /api/v1/admin/users/{id}/transaction-count):
 * raising it adds closed "sale" transactions, lowering it removes that many, oldest first. The
 * count is the one the dashboard and the GOAT read (closing-counts.queries.ts): transactions plus
 * closed-and-disbursed files, which no count edit removes, so it cannot go below those files.
 */
import { eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { profiles, transactions } from "#db/schema/index.ts";
import { AUDIT_ACTIONS } from "#core/admin/people-audit.ts";
import { DEFAULT_TRANSACTION_TYPE } from "#core/domain/enums.ts";
import type { UserRowLike } from "./people-schemas.ts";
import { closingCounts } from "#server/api/transactions/closing-counts.queries.ts";
import { userColumns } from "./users.queries.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";

/** The count asked for is below the account's closed files (`files`): nothing changed. */
export class CountBelowClosedFiles extends Error {
  constructor(readonly files: number) {
    super("count below the closed files");
  }
}

export interface CountChange {
  user: UserRowLike;
  from: number;
  to: number;
}

/**
 * In one transaction that first locks the user's profile row, so a second administrator's edit
 * of the same count waits and then starts from this one's result: two edits at once end at the
 * count of the later one, never at a mixture. The change and its audit row commit together;
 * setting the count it already has changes nothing and writes no audit row.
 */
export function setTransactionCount(db: AppDb, m: { actorId: string; targetId: string; count: number }): Promise<CountChange | undefined> {
  return db.transaction(async (txn): Promise<CountChange | undefined> => {
    const tx = txn as unknown as AppDb;
    const [user] = await tx.select(userColumns).from(profiles).where(eq(profiles.id, m.targetId)).for("update");
    if (!user) return undefined;
    const counts = (await closingCounts(tx, [user.id], new Date())).get(user.id)!;
    const from = counts.total;
    if (m.count < counts.files) throw new CountBelowClosedFiles(counts.files);
    if (m.count > from) {
      await tx.execute(sql`
        insert into ${transactions} (user_id, type, status)
        select ${user.id}::uuid, ${DEFAULT_TRANSACTION_TYPE}, 'closed' from generate_series(1, ${m.count - from}::int)`);
    } else if (m.count < from) {
      await tx.execute(sql`
        delete from ${transactions} where id in (
          select id from ${transactions} where user_id = ${user.id}::uuid order by created_at asc, id asc limit ${from - m.count}::int)`);
    }
    if (m.count !== from) {
      await writeAudit(tx, {
        actorId: m.actorId,
        action: AUDIT_ACTIONS.countChanged,
        targetType: "profile",
        targetId: user.id,
        payload: { from, to: m.count },
      });
    }
    return { user, from, to: m.count };
  });
}
