import type { AuthOperation } from "./auth-operation.ts";

const SOME_UUID = "00000000-0000-4000-8000-000000000000";
/** The shape of a WebAuthn credential's JSON (any bytes: the examples never verify). */
const SOME_CREDENTIAL = {
  id: "AAAA",
  rawId: "AAAA",
  type: "public-key",
  response: { attestationObject: "AAAA", clientDataJSON: "AAAA" },
  clientExtensionResults: {},
};

/** The operations of this feature, spread into AUTH_OPERATIONS (tests/support/auth-operations.ts). */
export const PASSKEY_OPERATIONS: readonly AuthOperation[] = [
  {
    method: "POST",
    path: "/passkeys/registration/options",
    summary: "Start registering a passkey: WebAuthn creation options and a challenge id",
    jsonBody: true,
    auth: "bearer",
    examples: [{ body: {} }],
  },
  {
    method: "POST",
    path: "/passkeys/registration/verify",
    summary: "Finish registering a passkey with the authenticator's credential",
    jsonBody: true,
    auth: "bearer",
    examples: [{ body: { challenge_id: SOME_UUID, credential: SOME_CREDENTIAL }, required: ["challenge_id", "credential"] }],
  },
  {
    method: "POST",
    path: "/passkeys/authentication/options",
    summary: "Start signing in with a passkey: WebAuthn request options (discoverable) and a challenge id",
    jsonBody: true,
    auth: "none",
    examples: [{ body: { gotrue_meta_security: {} } }],
  },
  {
    method: "POST",
    path: "/passkeys/authentication/verify",
    summary: "Sign in with a passkey's assertion (a session, aal1, amr passkey)",
    jsonBody: true,
    auth: "none",
    examples: [{ body: { challenge_id: SOME_UUID, credential: SOME_CREDENTIAL }, required: ["challenge_id", "credential"] }],
  },
  { method: "GET", path: "/passkeys", summary: "The caller's passkeys", jsonBody: false, auth: "bearer", examples: [{}] },
  {
    method: "PATCH",
    path: "/passkeys/:id",
    summary: "Rename one of the caller's passkeys",
    jsonBody: true,
    auth: "bearer",
    examples: [{ params: { id: SOME_UUID }, body: { friendly_name: "Work laptop" }, required: ["friendly_name"] }],
  },
  {
    method: "DELETE",
    path: "/passkeys/:id",
    summary: "Delete one of the caller's passkeys",
    jsonBody: false,
    auth: "bearer",
    examples: [{ params: { id: SOME_UUID } }],
  },
];

/**
 * The service-role routes of routes/admin/admin-passkeys.routes.ts. Not in PASSKEY_OPERATIONS:
 * the admin part mounts them (at /admin/users/:id/passkeys) and spreads these into its own list.
 */
export const ADMIN_PASSKEY_OPERATIONS: readonly AuthOperation[] = [
  {
    method: "GET",
    path: "/admin/users/:id/passkeys",
    summary: "A user's passkeys",
    jsonBody: false,
    auth: "service_role",
    examples: [{ params: { id: SOME_UUID } }],
  },
  {
    method: "DELETE",
    path: "/admin/users/:id/passkeys/:passkeyId",
    summary: "Delete a user's passkey",
    jsonBody: false,
    auth: "service_role",
    examples: [{ params: { id: SOME_UUID, passkeyId: SOME_UUID } }],
  },
];
