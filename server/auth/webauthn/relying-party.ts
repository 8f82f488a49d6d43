/**
 * The WebAuthn relying party: who the authenticators sign for. Read from the settings
 * (server/env.ts: AUTH_WEBAUTHN_RP_ID, AUTH_WEBAUTHN_RP_NAME, AUTH_WEBAUTHN_ORIGINS), with the
 * site's public address as the default, so a deployment needs no setting of its own.
 */
import type { Config } from "#server/env.ts";

export interface RelyingParty {
  /** A registrable domain (no scheme or port): what credentials are scoped to. */
  id: string;
  name: string;
  /** The origins a ceremony may come from (clientDataJSON.origin). */
  origins: string[];
}

/** Challenges live this long, as GoTrue's `challenge_expiry_duration` (5 minutes). */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60 * 1000;

const cache = new WeakMap<Config, RelyingParty>();

export function relyingParty(config: Config): RelyingParty {
  let rp = cache.get(config);
  if (!rp) {
    const site = new URL(config.publicUrl);
    const origins = config.AUTH_WEBAUTHN_ORIGINS?.split(",")
      .map((o) => o.trim().replace(/\/+$/, ""))
      .filter(Boolean);
    rp = {
      id: config.AUTH_WEBAUTHN_RP_ID?.trim() || site.hostname,
      name: config.AUTH_WEBAUTHN_RP_NAME,
      origins: origins?.length ? origins : [site.origin],
    };
    cache.set(config, rp);
  }
  return rp;
}
