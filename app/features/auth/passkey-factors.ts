import type { Factor } from "@supabase/auth-js";
import { useCallback, useEffect, useState } from "react";
import { getAuthClient } from "#app/lib/auth/auth-client.ts";

export type SecondFactorsState =
  | { status: "loading" }
  | {
      status: "ready";
      /** Verified authenticator apps. */
      totp: Factor[];
      /** Verified security keys (WebAuthn factors). */
      keys: Factor[];
      /** Every factor, unverified ones too (set-ups abandoned half-way). */
      all: Factor[];
    }
  | { status: "error" };

/**
 * The account's second factors of both kinds, read from the server, with a way to read them again.
 * Plain state rather than TanStack Query: the sign-in page, which uses it too, has no query client.
 */
export function useSecondFactors(): { state: SecondFactorsState; reload: () => Promise<void> } {
  const [state, setState] = useState<SecondFactorsState>({ status: "loading" });

  const reload = useCallback(async () => {
    try {
      const { data, error } = await getAuthClient().mfa.listFactors();
      if (error || !data) return setState({ status: "error" });
      setState({ status: "ready", totp: data.totp, keys: data.webauthn, all: data.all });
    } catch {
      setState({ status: "error" });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, reload };
}

/** The relying party a security key is made for and checked against: this site's host and origin. */
export function relyingParty(): { rpId: string; rpOrigins: string[] } {
  return { rpId: window.location.hostname, rpOrigins: [window.location.origin] };
}

/**
 * Whether this browser can use passkeys and security keys (the Web Authentication API), known
 * only after the first render: null until then, so the pre-rendered page and the first browser
 * render agree.
 */
export function useWebAuthnSupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    setSupported(
      typeof window.PublicKeyCredential === "function" &&
        typeof navigator.credentials?.create === "function" &&
        typeof navigator.credentials?.get === "function",
    );
  }, []);
  return supported;
}
