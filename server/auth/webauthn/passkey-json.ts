/** The passkey objects of GoTrue's API (PasskeyMetadata and PasskeyListItem in auth-js's types). */
import type { AuthWebauthnCredential } from "#db/schema/index.ts";

/** GoTrue omits an empty name and a passkey never used. */
export function passkeyJson(c: AuthWebauthnCredential) {
  return {
    id: c.id,
    ...(c.friendlyName ? { friendly_name: c.friendlyName } : {}),
    created_at: c.createdAt.toISOString(),
    ...(c.lastUsedAt ? { last_used_at: c.lastUsedAt.toISOString() } : {}),
  };
}

/** What a new passkey is called until its owner renames it (GoTrue: the authenticator's model, else "Passkey"). */
export const DEFAULT_PASSKEY_NAME = "Passkey";

/** At most this many passkeys per user, as GoTrue's `max_passkeys_per_user`. */
export const MAX_PASSKEYS = 10;

