/**
 * `npm run admin -- signing-keys [list|rotate]`: the access-token signing keys kept in the
 * database (ADR 016). A rotation makes a new current key; running instances start signing with it
 * within a minute, and the previous key keeps verifying until every token it signed has expired.
 */
import type { AppDb } from "#db/client.ts";
import { CLOCK_LEEWAY_S } from "../auth/jwt.ts";
import { verifyWindowS } from "../auth/signing-keys.ts";
import { parseConfiguredKeys } from "../auth/signing-keys-configured.ts";
import { stateAt, type KeySet } from "../auth/signing-keys-set.ts";
import { loadKeySet, rotateKeySet } from "../auth/signing-keys-store.ts";
import type { Config } from "../env.ts";
import type { CommandResult } from "./command-result.ts";

const USAGE = `Usage:
  npm run admin -- signing-keys list     list the signing keys: kid, algorithm, state, created
  npm run admin -- signing-keys rotate   make a new current key (the previous one verifies until its tokens expire)`;

const CONFIGURED_NOTE =
  "AUTH_JWT_KEYS is set: access tokens are signed and verified with the keys it lists, not the stored ones. " +
  "Rotate by editing it: add the new key first with key_ops [\"sign\",\"verify\"], keep the old one with [\"verify\"] " +
  "until its tokens have expired (AUTH_JWT_EXPIRY), then remove it.";

const SHARED_SECRET_NOTE =
  "AUTH_JWT_SECRET is set: access tokens are HS256 with that secret, and these keys are not used. " +
  "Change the secret to replace it (every token signed with the old one stops verifying).";

export async function signingKeysCommand(db: AppDb, config: Config, args: string[]): Promise<CommandResult> {
  const [sub = "list", ...rest] = args;
  if (rest.length > 0 || (sub !== "list" && sub !== "rotate")) return { exitCode: 64, output: USAGE };
  const window = verifyWindowS(config.AUTH_JWT_EXPIRY, CLOCK_LEEWAY_S);
  if (config.AUTH_JWT_KEYS) {
    if (sub === "rotate") return { exitCode: 1, output: CONFIGURED_NOTE };
    const keys = await parseConfiguredKeys(config.AUTH_JWT_KEYS);
    const rows = keys.map((k) => [k.kid, k.alg, k.signs ? "current" : k.verifies ? "verifies" : "unused", "(AUTH_JWT_KEYS)"]);
    return { exitCode: 0, output: `${CONFIGURED_NOTE}\n${table(rows)}` };
  }
  if (sub === "rotate") {
    if (config.AUTH_JWT_SECRET) return { exitCode: 1, output: SHARED_SECRET_NOTE };
    const { set, fresh } = await rotateKeySet(db, config.AUTH_JWT_ALGORITHM, window);
    const lines = [
      `New current key ${fresh.kid} (${fresh.alg}). Running instances sign with it within a minute;`,
      `the previous key verifies for ${window} s more (AUTH_JWT_EXPIRY, clock leeway and reload time).`,
      "",
      table(storedRows(set, window)),
    ];
    return { exitCode: 0, output: lines.join("\n") };
  }
  const { set } = await loadKeySet(db, config.AUTH_JWT_ALGORITHM);
  return { exitCode: 0, output: [config.AUTH_JWT_SECRET ? `${SHARED_SECRET_NOTE}\n` : "", table(storedRows(set, window))].join("") };
}

/** One line per stored key, newest first, with its state now (a previous key past its window shows as retired). */
function storedRows(set: KeySet, window: number): string[][] {
  const now = new Date();
  return [...set.keys]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .map((k) => [k.kid, k.alg, stateAt(k, now, window), k.created_at]);
}

function table(rows: string[][]): string {
  const all = [["kid", "algorithm", "state", "created"], ...rows];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  return all.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join("  ").trimEnd()).join("\n");
}
