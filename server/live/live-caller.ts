/**
 * Who is on a live stream (GET /api/v1/events), from `Authorization: Bearer`: a status-link
 * session token (32 random bytes, base64url, no dots) is found by its hash alone, as the stream
 * names no link; anything else is an access token of /auth/v1. The stream ends when the
 * credential does (the token's exp, the session's or link's expiry) and the browser reconnects
 * with a fresh one. Anything that does not prove a caller is 401.
 */
import type { Context } from "hono";
import type { LiveAudience } from "#core/closing/live-audience.ts";
import type { Services } from "#server/services.ts";
import { atAal2, bearerToken } from "#server/auth/authenticate.ts";
import { sha256 } from "#server/auth/secrets.ts";
import { partyEmailOf } from "#server/closing/file-access.ts";
import { fileOfLiveStatusLink } from "#server/closing/status-link-lookup.ts";
import { requireCaller } from "#server/http/caller.ts";
import { AppError } from "#server/http/errors.ts";
import { statusSessionByHash } from "./live.queries.ts";

export interface LiveCaller {
  audience: LiveAudience;
  /** When the credential stops working: the stream ends then. */
  endsAt: Date;
}

const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const unauthorized = () =>
  new AppError(401, "unauthorized", "Please sign in, or confirm who you are on the status page, to receive live updates.", undefined, {
    "WWW-Authenticate": 'Bearer realm="api"',
  });

/** An agent or lender with no proven address learns of no file (their streams carry only heartbeats). */
const NOBODY = "";

export async function liveCaller(ctx: Services, c: Context, now = new Date()): Promise<LiveCaller> {
  const token = bearerToken(c);
  if (!token) throw unauthorized();
  if (SESSION_TOKEN.test(token)) return statusHolder(ctx, token, now);
  const caller = await requireCaller(ctx, c);
  const endsAt = new Date(caller.claims.exp * 1000);
  const staff = caller.profile.role === "admin" && (ctx.config.ADMIN_MFA !== "required" || atAal2(caller));
  if (staff) return { audience: { kind: "staff" }, endsAt };
  return { audience: { kind: "professional", email: partyEmailOf(caller) ?? NOBODY }, endsAt };
}

async function statusHolder(ctx: Services, token: string, now: Date): Promise<LiveCaller> {
  const session = await statusSessionByHash(ctx.db, sha256(token), now);
  if (!session) throw unauthorized();
  // The session's link must still be live and still be for the party's file (a replaced link ends it).
  const fileId = await fileOfLiveStatusLink(ctx.db, session.linkId, now);
  if (fileId !== session.fileId) throw unauthorized();
  return { audience: { kind: "consumer", fileId }, endsAt: session.expiresAt };
}
