/**
 * How a message ended, told to the row that asked for it. An outbox row may name its origin
 * (origin_type + origin_id, e.g. a communication); when the worker marks the row sent, or failed
 * for good, it calls the handler registered for that origin_type in the same transaction, so the
 * outbox and the origin never disagree about a message (docs/decisions/010-messaging.md).
 */
import type { AppDb } from "#db/client.ts";
import type { Logger } from "../logger.ts";
import { communicationOutcome } from "./communication-outcome.queries.ts";
import type { DeliveryOutcome, OutcomeHandler } from "./outcome-handler.ts";

export class OutcomeHandlers {
  private readonly handlers = new Map<string, OutcomeHandler>();

  register(originType: string, handler: OutcomeHandler): this {
    if (this.handlers.has(originType)) throw new Error(`An outcome handler for "${originType}" is already registered`);
    this.handlers.set(originType, handler);
    return this;
  }

  get(originType: string): OutcomeHandler | undefined {
    return this.handlers.get(originType);
  }
}

/** The origins the application has: what main.ts gives the worker. */
export function defaultOutcomeHandlers(): OutcomeHandlers {
  return new OutcomeHandlers().register("communication", communicationOutcome);
}

export interface OriginOf {
  id: string;
  origin_type: string | null;
  origin_id: string | null;
}

/**
 * Calls the origin's handler inside `tx`. A handler that throws is rolled back to a savepoint and
 * logged, and the outbox row is still marked: the message has gone out (or failed for good), and
 * undoing the mark would only send it again.
 */
export async function tellOrigin(
  tx: AppDb,
  handlers: OutcomeHandlers,
  logger: Logger,
  row: OriginOf,
  outcome: DeliveryOutcome,
): Promise<void> {
  if (!row.origin_type || !row.origin_id) return;
  const handler = handlers.get(row.origin_type);
  if (!handler) {
    logger.error({ outboxId: row.id, originType: row.origin_type }, "no outcome handler for this origin; its outcome is not recorded");
    return;
  }
  try {
    await tx.transaction((savepoint) => handler(savepoint, row.origin_id!, outcome));
  } catch (err) {
    logger.error({ err, outboxId: row.id, originType: row.origin_type }, "outcome handler failed; the outbox row is marked anyway");
  }
}
