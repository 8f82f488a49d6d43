/**
 * The access-token signing key set as stored in app_secrets (one JSON row, see ./signing-keys.ts),
 * and what follows from it at a given time: which key signs, which keys still verify, which are
 * published. Pure functions, so rotation is reasoned about (and tested) without a database.
 *
 * A key is "current" (signs and verifies), "previous" (stopped signing at `rotated_at`; verifies
 * until every token it signed has expired) or "retired" (verifies nothing; its private half is
 * dropped, the row is kept so `signing-keys list` shows the history).
 */
import { z } from "zod";

export type SigningAlgorithm = "ES256" | "RS256";
export type KeyState = "current" | "previous" | "retired";

const jwkSchema = z.record(z.string(), z.unknown());

const storedKeySchema = z.object({
  kid: z.string().min(1),
  alg: z.enum(["ES256", "RS256"]),
  state: z.enum(["current", "previous", "retired"]),
  created_at: z.string(),
  /** When it stopped signing (became previous). */
  rotated_at: z.string().optional(),
  public_jwk: jwkSchema,
  /** Absent once retired. */
  private_jwk: jwkSchema.optional(),
});

export const keySetSchema = z.object({ keys: z.array(storedKeySchema) });

export type StoredKey = z.infer<typeof storedKeySchema>;
export type KeySet = z.infer<typeof keySetSchema>;

/** Retired keys kept for `signing-keys list`; older ones are forgotten at the next rotation. */
const RETIRED_KEPT = 10;

/**
 * The state of `key` at `now`: a previous key is retired once `verifyWindowS` (a token's lifetime
 * plus clock leeway) has passed since it stopped signing, whether or not a later rotation wrote
 * that down, so every instance stops trusting it at the same time.
 */
export function stateAt(key: StoredKey, now: Date, verifyWindowS: number): KeyState {
  if (key.state !== "previous") return key.state;
  const rotatedAt = Date.parse(key.rotated_at ?? key.created_at);
  return now.getTime() > rotatedAt + verifyWindowS * 1000 ? "retired" : "previous";
}

/** The key that signs: the newest current one (there is one; the newest wins should a bad edit leave two). */
export function currentKey(set: KeySet): StoredKey | undefined {
  return set.keys.filter((k) => k.state === "current" && k.private_jwk).sort(byNewest)[0];
}

/** Keys that verify at `now`: the current one and previous ones inside their window. */
export function verifyingKeys(set: KeySet, now: Date, verifyWindowS: number): StoredKey[] {
  return set.keys.filter((k) => stateAt(k, now, verifyWindowS) !== "retired");
}

/** The set after `fresh` becomes current at `now`: the old current key becomes previous, lapsed ones are retired. */
export function rotatedSet(set: KeySet, fresh: StoredKey, now: Date, verifyWindowS: number): KeySet {
  const kept = set.keys.map((k): StoredKey => {
    const state = k.state === "current" ? "previous" : stateAt(k, now, verifyWindowS);
    if (state === "retired") {
      const { private_jwk: _dropped, ...rest } = k;
      return { ...rest, state };
    }
    return k.state === "current" ? { ...k, state, rotated_at: now.toISOString() } : k;
  });
  const live = kept.filter((k) => k.state !== "retired");
  const retired = kept
    .filter((k) => k.state === "retired")
    .sort(byNewest)
    .slice(0, RETIRED_KEPT);
  return { keys: [fresh, ...live, ...retired] };
}

function byNewest(a: StoredKey, b: StoredKey): number {
  return Date.parse(b.created_at) - Date.parse(a.created_at);
}
