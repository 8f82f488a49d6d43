/**
 * The verified status-link session on a request (issue 30): `Authorization: Bearer <session
 * token>` (never in a URL), checked on every use against the link in the path: the link live
 * (not revoked, not expired: 404 / 410 as the status page answers), then the session unexpired,
 * made for this link, and its party still a buyer or seller of the file. Anything else is 401
 * verification_required, whatever the reason, so a holder learns only to verify again.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { FileActor } from "#core/closing/file-actor.ts";
import { VERIFICATION_REQUIRED_MESSAGE } from "#core/closing/status-verification.ts";
import type { Services } from "#server/services.ts";
import { sha256 } from "#server/auth/secrets.ts";
import { AppError } from "#server/http/errors.ts";
import { fileOfStatusToken, type StatusLinkTarget } from "../status-link-lookup.ts";
import { liveSession, type ConsumerParty } from "./status-session.queries.ts";

/** A buyer or seller acting on the file, as the request rules see them. */
export type ConsumerActor = Extract<FileActor, { kind: "consumer" }>;

export interface VerifiedHolder {
  link: StatusLinkTarget;
  party: ConsumerParty;
  actor: ConsumerActor;
  expiresAt: Date;
  /** When the code that opened the session was entered, and where it went (null: before issue 32 recorded it). */
  verifiedAt: Date;
  channel: "email" | "sms" | null;
}

declare module "hono" {
  interface ContextVariableMap {
    /** Set by requireStatusSession; absent on a route that does not declare it. */
    statusHolder: VerifiedHolder | undefined;
  }
}

export const verificationRequired = () => new AppError(401, "verification_required", VERIFICATION_REQUIRED_MESSAGE, undefined, { "WWW-Authenticate": 'Bearer realm="status"' });

/** A session token as checkStatusCode makes them (32 random bytes, base64url): nothing else is looked up. */
const SESSION_TOKEN = /^Bearer ([A-Za-z0-9_-]{43})$/i;

/** The verified holder of the link in the path, or the error to answer. */
export async function verifiedHolder(ctx: Services, c: Context, now = new Date()): Promise<VerifiedHolder> {
  const link = await fileOfStatusToken(ctx.db, c.req.param("token") ?? "", now);
  const bearer = SESSION_TOKEN.exec(c.req.header("authorization")?.trim() ?? "")?.[1];
  if (!bearer) throw verificationRequired();
  const session = await liveSession(ctx.db, sha256(bearer), link.linkId, link.fileId, now);
  if (!session) throw verificationRequired();
  const { party } = session;
  return {
    link,
    party,
    actor: { kind: "consumer", partyId: party.id, role: party.role },
    expiresAt: session.expiresAt,
    verifiedAt: session.verifiedAt,
    channel: session.channel,
  };
}

export function requireStatusSession(ctx: Services): MiddlewareHandler {
  return async (c, next) => {
    c.set("statusHolder", await verifiedHolder(ctx, c));
    await next();
  };
}

/** The holder requireStatusSession put on this request. */
export function holderOf(c: Context): VerifiedHolder {
  const holder = c.get("statusHolder");
  if (!holder) throw new Error("this route is missing its requireStatusSession middleware");
  return holder;
}
