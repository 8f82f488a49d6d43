/** What an outcome handler is (outcomes.ts registers and calls them; communication-outcome.ts is one). */
import type { AppDb } from "#db/client.ts";

export interface DeliveryOutcome {
  status: "sent" | "failed";
  /** The provider's id for the message (Twilio's message SID, the e-mail's Message-ID). */
  provider_id?: string;
  /** Why it failed, as the provider or the network said it. */
  error?: string;
}

/** Writes an outcome to the origin row. `tx` is the transaction that marks the outbox row. */
export type OutcomeHandler = (tx: AppDb, originId: string, outcome: DeliveryOutcome) => Promise<void>;
