/**
 * A security key as a second factor (GoTrue's `webauthn` factor type, auth-js `mfa.webauthn`):
 * challenging an unverified factor answers creation options (register the key), a verified one
 * request options for its key; verifying either raises the session to aal2. Called by
 * routes/factors.routes.ts, which has found the caller's factor.
 */
import type { z } from "zod";
import type { AuthMfaFactor } from "#db/schema/index.ts";
import type { Services } from "#server/services.ts";
import { validationFailed } from "../auth-error.ts";
import type { Caller } from "../authenticate.ts";
import { refusedAs } from "../refusal.ts";
import { markChallenged } from "../routes/factors.queries.ts";
import { creationOptions, requestOptions, verifyAssertion, verifyCreation } from "./ceremonies.ts";
import { relyingParty } from "./relying-party.ts";
import { credentialExists, verificationFailed } from "./webauthn-errors.ts";
import { authenticationResponse, registrationResponse, type verifyFactorBody } from "./webauthn-schemas.ts";
import {
  completeWebauthnFactor,
  findFactorCredential,
  listFactorCredentials,
  listPasskeys,
  openChallenge,
  takeChallenge,
  type FactorVerificationRefusal,
} from "./webauthn.queries.ts";

export async function challengeWebauthnFactor(ctx: Services, caller: Caller, factor: AuthMfaFactor, ip: string) {
  const rp = relyingParty(ctx.config);
  let webauthn;
  if (factor.status === "unverified") {
    // Any authenticator, discoverable or not (a plain security key), except one already registered.
    const exclude = [...(await listFactorCredentials(ctx.db, caller.user.id)), ...(await listPasskeys(ctx.db, caller.user.id))];
    webauthn = { type: "create" as const, options: await creationOptions(rp, caller.user, { residentKey: "discouraged", exclude }) };
  } else {
    const credential = await findFactorCredential(ctx.db, factor.id);
    webauthn = { type: "request" as const, options: await requestOptions(rp, credential ? [credential] : []) };
  }
  const challenge = await openChallenge(ctx.db, {
    userId: caller.user.id,
    factorId: factor.id,
    kind: webauthn.type === "create" ? "factor_create" : "factor_request",
    challenge: webauthn.options.challenge,
    ip,
  });
  await markChallenged(ctx.db, factor.id);
  return {
    id: challenge.id,
    type: "webauthn",
    expires_at: Math.floor(challenge.expiresAt.getTime() / 1000),
    webauthn: { type: webauthn.type, credential_options: { publicKey: webauthn.options } },
  };
}

/** Parses the credential response, or 400 as GoTrue words it. */
function parsed<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed("Invalid credential_response");
  return result.data;
}

/** The verification's new refresh token; the errors of a missing or late challenge are the caller's (`challengeErrors`). */
export async function verifyWebauthnFactor(
  ctx: Services,
  caller: Caller,
  factor: AuthMfaFactor,
  body: z.infer<typeof verifyFactorBody>,
  challengeErrors: { notFound: () => Error; expired: () => Error },
): Promise<string> {
  const params = body.webauthn;
  if (!params) throw validationFailed("WebAuthn config required");
  if (params.credential_response === undefined) throw validationFailed("credential_response required");
  const rp = relyingParty(ctx.config);
  const kind = factor.status === "unverified" ? "factor_create" : "factor_request";
  const challenge = await takeChallenge(ctx.db, body.challenge_id, kind, { userId: caller.user.id, factorId: factor.id });
  if (!challenge) throw challengeErrors.notFound();
  if (challenge.expiresAt.getTime() < Date.now()) throw challengeErrors.expired();
  if ((params.type === "create") !== (kind === "factor_create")) {
    throw validationFailed(`WebAuthn type must be ${kind === "factor_create" ? "create" : "request"} for this factor`);
  }
  const refusals = refusedAs<FactorVerificationRefusal>({
    credential_exists: credentialExists,
    too_many: verificationFailed,
    counter_raced: verificationFailed,
  });
  if (kind === "factor_create") {
    const created = await verifyCreation(rp, challenge.challenge, parsed(registrationResponse, params.credential_response));
    return completeWebauthnFactor(ctx.db, { factor, session: caller.session, created }).catch(refusals);
  }
  const response = parsed(authenticationResponse, params.credential_response);
  const stored = await findFactorCredential(ctx.db, factor.id);
  if (!stored || stored.credentialId !== response.id) throw verificationFailed();
  const use = await verifyAssertion(rp, challenge.challenge, response, stored);
  return completeWebauthnFactor(ctx.db, { factor, session: caller.session, used: { stored, ...use } }).catch(refusals);
}
