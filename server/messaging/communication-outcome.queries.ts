/**
 * The first origin: a communication (an e-mail or SMS a user sends a client, db/schema/clients.ts)
 * is recorded "queued" with its outbox row and moves to "sent" or "failed" here, keeping the
 * provider's id for the message (how the SMS status callbacks find it later). Only a queued one
 * moves, so a status never goes backwards, even when a fast status callback got there first.
 */
import { sql } from "drizzle-orm";
import type { OutcomeHandler } from "./outcome-handler.ts";

export const communicationOutcome: OutcomeHandler = async (tx, communicationId, outcome) => {
  await tx.execute(sql`
    update communications
       set status = ${outcome.status}::communication_status,
           error = ${outcome.status === "failed" ? (outcome.error ?? "not delivered") : null},
           sent_at = ${outcome.status === "sent" ? sql`now()` : null},
           provider_id = coalesce(provider_id, ${outcome.provider_id ?? null}),
           updated_at = now()
     where id = ${communicationId} and status = 'queued'`);
};
