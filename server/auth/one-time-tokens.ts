/**
 * E-mailed one-time tokens (confirmation, recovery, magic link, e-mail change, reauthentication).
 * Each is a 6-digit code plus a long link token derived from it with the server's HMAC key; the
 * database keeps only the SHA-256 of the link token. So the code typed from the e-mail and the
 * link clicked in it are the same secret, and a copy of the database does not reveal either.
 * The statements are in one-time-tokens.queries.ts.
 */
import { randomInt } from "node:crypto";
import type { AppDb } from "#db/client.ts";
import type { AuthOneTimeToken } from "#db/schema/index.ts";
import type { OneTimeTokenType } from "#core/domain/enums.ts";
import type { Services } from "../services.ts";
import { storeToken, useUpToken } from "./one-time-tokens.queries.ts";
import { sha256 } from "./secrets.ts";

export const ONE_TIME_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface IssuedToken {
  code: string;
  linkToken: string;
}

async function linkTokenFor(ctx: Services, type: OneTimeTokenType, relatesTo: string, code: string) {
  return (await ctx.keys()).hmac(`ott:${type}:${relatesTo.toLowerCase()}:${code}`);
}

/** Issues a token, replacing any live one of the same type for the user. */
export async function issueToken(
  ctx: Services,
  tx: AppDb,
  userId: string,
  type: OneTimeTokenType,
  relatesTo: string,
): Promise<IssuedToken> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const linkToken = await linkTokenFor(ctx, type, relatesTo, code);
  const now = new Date();
  const values = {
    userId,
    tokenType: type,
    tokenHash: sha256(linkToken),
    relatesTo: relatesTo.toLowerCase(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS),
    usedAt: null,
  };
  await storeToken(tx, values);
  return { code, linkToken };
}

/**
 * Finds and uses up a live token of one of `types`, given either the link token or the address
 * and the 6-digit code. Returns undefined when none matches (wrong, used or expired).
 */
export async function consumeToken(
  ctx: Services,
  tx: AppDb,
  types: OneTimeTokenType[],
  given: { linkToken: string } | { relatesTo: string; code: string },
): Promise<AuthOneTimeToken | undefined> {
  const hashes =
    "linkToken" in given
      ? [sha256(given.linkToken)]
      : await Promise.all(types.map(async (t) => sha256(await linkTokenFor(ctx, t, given.relatesTo, given.code))));
  return useUpToken(tx, hashes, types);
}
