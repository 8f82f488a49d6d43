/**
 * Steps every WebAuthn verification shares: reading `{challenge_id, credential}` with GoTrue's
 * messages, taking the challenge (single use, expiring), and reading the credential JSON.
 */
import type { z } from "zod";
import type { AppDb } from "#db/client.ts";
import type { AuthUser, AuthWebauthnChallenge, WebAuthnChallengeKind } from "#db/schema/index.ts";
import type { Services } from "#server/services.ts";
import { validationFailed } from "../auth-error.ts";
import { atAal2, type Caller } from "../authenticate.ts";
import { hasVerifiedFactor } from "../users.queries.ts";
import { challengeExpired, challengeNotFound, invalidCredentialResponse, passkeyAalRequired } from "./webauthn-errors.ts";
import type { ceremonyVerifyBody } from "./webauthn-schemas.ts";
import { takeChallenge, type ChallengeOwner } from "./webauthn.queries.ts";
import { isUuid } from "#core/validation/uuid.ts";

export function verifyParams(body: z.infer<typeof ceremonyVerifyBody>): { challengeId: string; credential: unknown } {
  if (!body.challenge_id) throw validationFailed("challenge_id is required");
  if (body.credential === undefined) throw validationFailed("credential is required");
  if (!isUuid(body.challenge_id)) throw validationFailed("challenge_id must be a valid UUID");
  return { challengeId: body.challenge_id.toLowerCase(), credential: body.credential };
}

/** The credential as WebAuthn's JSON form, or 400 "Invalid credential response". */
export function credentialAs<S extends z.ZodType>(schema: S, credential: unknown): z.infer<S> {
  const parsed = schema.safeParse(credential);
  if (!parsed.success) throw invalidCredentialResponse();
  return parsed.data;
}

/** Takes the challenge: gone (or never this caller's) is "not found", late is "expired"; either way it is used up. */
export async function takeLiveChallenge(
  db: AppDb,
  id: string,
  kind: WebAuthnChallengeKind,
  owner: ChallengeOwner,
): Promise<AuthWebauthnChallenge> {
  const challenge = await takeChallenge(db, id, kind, owner);
  if (!challenge) throw challengeNotFound();
  if (challenge.expiresAt.getTime() < Date.now()) throw challengeExpired();
  return challenge;
}

/**
 * As GoTrue: someone who set up a second factor adds or removes passkeys only after using it
 * (aal2), so a stolen password alone cannot plant a passkey that then skips the second factor.
 */
export async function requirePasskeyManagementAal(ctx: Services, caller: Caller): Promise<void> {
  if (!atAal2(caller) && (await hasVerifiedFactor(ctx.db, caller.user.id))) throw passkeyAalRequired();
}

export const isBanned = (user: AuthUser) => !!user.bannedUntil && user.bannedUntil.getTime() > Date.now();
