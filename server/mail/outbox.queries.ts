/** Outbox statements of the worker that are shared by a whole batch. */
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";

export interface Delivered {
  id: string;
  providerMessageId: string | null;
}

/** Marks a batch of delivered messages sent, in one statement. */
export async function markSent(db: AppDb, delivered: Delivered[]): Promise<void> {
  if (delivered.length === 0) return;
  const rows = sql.join(
    delivered.map((d) => sql`(${d.id}::uuid, ${d.providerMessageId}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update outbox as o
       set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
           provider_message_id = d.provider_message_id, updated_at = now()
      from (values ${rows}) as d (id, provider_message_id)
     where o.id = d.id`);
}
