/**
 * How many messages one person may post (docs/messages-contract.md "Posting is capped per
 * author"): 30 in 10 minutes, per account or per buyer's or seller's party row, a counter in the
 * shared rate_limits table (server/http/rate-limit.ts) so every instance holds it. Counted in the
 * posting transaction, so a message refused for any reason counts nothing. Scaled by
 * FORM_RATE_LIMIT_MULTIPLIER like the other per-person caps (server/api/clients/sending-caps.ts).
 */
import type { AppDb } from "#db/client.ts";
import type { Config } from "#server/env.ts";
import { overIpLimit } from "#server/http/ip-limit.ts";
import { hit, type Limit } from "#server/http/rate-limit.ts";

export const MESSAGE_CAP = { max: 30, windowSeconds: 10 * 60 } as const;

export const messageCapMessage = (wait: string) => `You have sent a lot of messages in a short time. Please wait ${wait} and write again.`;

/** The counter of `reader`'s ("user:<id>" or "party:<id>") messages. */
export function messageCapOf(config: Config, reader: string): Limit {
  return { key: `closing.message:${reader}`, max: Math.round(MESSAGE_CAP.max * config.FORM_RATE_LIMIT_MULTIPLIER), windowSeconds: MESSAGE_CAP.windowSeconds };
}

/** Counts one message of `reader`; 429 rate_limited with Retry-After when over the cap. */
export async function countMessage(db: AppDb, config: Config, reader: string, now = Date.now()): Promise<void> {
  const state = await hit(db, messageCapOf(config, reader), now);
  if (state.over) throw overIpLimit(state, messageCapMessage);
}
