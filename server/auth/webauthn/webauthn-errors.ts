/**
 * The errors of the WebAuthn routes, with GoTrue's codes and messages (its passkey handlers,
 * as collected in the auth-js suite's expectations) so auth-js reports them as Supabase would.
 */
import { AuthError } from "../auth-error.ts";

export const challengeNotFound = () => new AuthError(400, "webauthn_challenge_not_found", "Challenge not found or already used");
export const challengeExpired = () => new AuthError(400, "webauthn_challenge_expired", "Challenge has expired");
export const invalidCredentialResponse = () => new AuthError(400, "webauthn_verification_failed", "Invalid credential response");
export const verificationFailed = () => new AuthError(400, "webauthn_verification_failed", "Credential verification failed");
export const credentialExists = () => new AuthError(422, "webauthn_credential_exists", "This credential is already registered");
export const tooManyPasskeys = () => new AuthError(422, "too_many_passkeys", "Maximum number of passkeys reached");
/** GoTrue answers `validation_failed` with 404; auth-js's own tests name the code `passkey_not_found`, which says more. */
export const passkeyNotFound = () => new AuthError(404, "passkey_not_found", "Passkey not found");
export const passkeyAalRequired = () =>
  new AuthError(403, "insufficient_aal", "AAL2 session is required to manage passkeys when MFA is enabled");
