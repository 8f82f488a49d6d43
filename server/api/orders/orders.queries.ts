/**
 * A dashboard order: the service request and its staff notification, in one transaction, so the
 * request and its e-mail exist together. The per-account count is taken in the same transaction:
 * an order refused for the limit stores nothing and counts nothing.
 */
import type { AppDb } from "#db/client.ts";
import { serviceRequests } from "#db/schema/index.ts";
import { enqueueEmail, type EmailToQueue } from "#server/messaging/outbox.ts";
import { hit, type Limit, type LimitState } from "#server/http/rate-limit.ts";

export interface OrderValues {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  serviceType: string;
  type: string;
  userId: string;
  userType: "agent" | "lender" | null;
}

export class OverOrderLimit extends Error {
  constructor(readonly state: LimitState) {
    super("over the order limit");
  }
}

export async function storeOrder(db: AppDb, limit: Limit, values: OrderValues, mails: EmailToQueue[]): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await hit(tx as unknown as AppDb, limit, values.createdAt.getTime());
    if (state.over) throw new OverOrderLimit(state);
    await tx.insert(serviceRequests).values({ ...values, phone: "", status: "new" });
    for (const mail of mails) await enqueueEmail(tx as unknown as AppDb, mail);
  });
}
