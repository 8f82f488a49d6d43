/**
 * The two WebAuthn ceremonies, registration and authentication, done by SimpleWebAuthn against
 * our relying party (relying-party.ts). Options are returned in WebAuthn's JSON form, which is
 * what auth-js expects under `options` / `credential_options.publicKey`. Anything the library
 * refuses, malformed or forged, becomes GoTrue's 400 webauthn_verification_failed: a ceremony
 * never answers 500 because of what the authenticator sent.
 */
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { AuthUser, AuthWebauthnCredential } from "#db/schema/index.ts";
import { verificationFailed } from "./webauthn-errors.ts";
import { WEBAUTHN_CHALLENGE_TTL_MS, type RelyingParty } from "./relying-party.ts";
import { isUuid } from "#core/validation/uuid.ts";

/**
 * SimpleWebAuthn is loaded with the first ceremony, not at start: ~20 MiB resident for a feature
 * few requests use (docs/decisions/022-compiled-server.md).
 */
const simpleWebAuthn = () => import("@simplewebauthn/server");

/** ES256, EdDSA and RS256: what platform authenticators and security keys use (SimpleWebAuthn's default set). */
const ALGORITHMS = [-7, -8, -257];

/**
 * The user handle is the user id as text, as GoTrue's (`[]byte(user.ID.String())`), so a passkey
 * made against either server names the same account.
 */
export const userHandleOf = (userId: string) => Buffer.from(userId, "utf8");

/** The user id a discoverable credential's user handle names, if it names one. */
export function userIdOfHandle(handle: string | undefined): string | undefined {
  if (!handle) return undefined;
  const text = Buffer.from(handle, "base64url").toString("utf8");
  return isUuid(text) ? text.toLowerCase() : undefined;
}

const descriptor = (c: AuthWebauthnCredential) => ({
  id: c.credentialId,
  transports: c.transports as AuthenticatorTransportFuture[],
});

export interface CreationOptions {
  /** A discoverable credential (passkey) or any (a security key as second factor). */
  residentKey: "required" | "discouraged";
  exclude: AuthWebauthnCredential[];
}

export async function creationOptions(rp: RelyingParty, user: AuthUser, opts: CreationOptions): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await simpleWebAuthn();
  const name = user.email ?? user.phone ?? user.id;
  const displayName = typeof user.rawUserMetaData.full_name === "string" && user.rawUserMetaData.full_name ? user.rawUserMetaData.full_name : name;
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new Uint8Array(userHandleOf(user.id)),
    userName: name,
    userDisplayName: displayName,
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: opts.exclude.map(descriptor),
    authenticatorSelection: {
      residentKey: opts.residentKey,
      requireResidentKey: opts.residentKey === "required",
      userVerification: "preferred",
    },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** Request options: for a discoverable sign-in `allow` is empty (the authenticator offers its passkeys). */
export async function requestOptions(rp: RelyingParty, allow: AuthWebauthnCredential[]): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await simpleWebAuthn();
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allow.map(descriptor),
    userVerification: "preferred",
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
  });
}

export interface NewCredential {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  aaguid: string | null;
  backupEligible: boolean;
  backedUp: boolean;
}

export async function verifyCreation(rp: RelyingParty, challenge: string, response: RegistrationResponseJSON): Promise<NewCredential> {
  const { verifyRegistrationResponse } = await simpleWebAuthn();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    // "preferred" was asked: an authenticator without a PIN or biometric still proves possession.
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => ({ verified: false as const }));
  if (!result.verified) throw verificationFailed();
  const info = result.registrationInfo;
  const zeroAaguid = /^[0-]+$/.test(info.aaguid);
  return {
    credentialId: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
    signCount: info.credential.counter,
    transports: response.response.transports ?? [],
    aaguid: zeroAaguid ? null : info.aaguid,
    backupEligible: info.credentialDeviceType === "multiDevice",
    backedUp: info.credentialBackedUp,
  };
}

/**
 * Checks an assertion against the stored credential: challenge, origin, RP id, signature, and a
 * signature counter that moved forward (a lower or equal one means a cloned authenticator,
 * unless both are 0: authenticators that keep no counter). The new counter.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  challenge: string,
  response: AuthenticationResponseJSON,
  stored: AuthWebauthnCredential,
): Promise<{ signCount: number; backedUp: boolean }> {
  const { verifyAuthenticationResponse } = await simpleWebAuthn();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: {
      id: stored.credentialId,
      publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64url")),
      counter: stored.signCount,
      transports: stored.transports as AuthenticatorTransportFuture[],
    },
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!result.verified || !result.authenticationInfo) throw verificationFailed();
  return { signCount: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp };
}
