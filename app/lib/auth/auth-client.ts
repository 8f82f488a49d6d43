import { AuthClient, type GoTrueClient } from "@supabase/auth-js";
import { parseRetryAfterSeconds } from "#core/auth/auth-messages.ts";
import { AUTH_STORAGE_KEY } from "./auth-storage.ts";
import { announceClient } from "./client-created.ts";

/** AuthClient is a value alias of GoTrueClient; the class gives the instance type. */
type Client = GoTrueClient;

let client: Client | undefined;
let lastRetryAfter: number | null = null;

/**
 * auth-js drops response headers from its errors; this keeps the Retry-After of the last 429 so
 * a form can say how long to wait.
 */
const fetchRememberingRetryAfter: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status === 429) lastRetryAfter = parseRetryAfterSeconds(response.headers.get("Retry-After"));
  return response;
};

/** Seconds the server asked us to wait after the most recent 429, if it said. */
export function lastRetryAfterSeconds(): number | null {
  return lastRetryAfter;
}

/**
 * The app's one auth client, created on first use. Browser only: pages are pre-rendered in Node,
 * where there is no window, storage or origin to talk to, so callers use it from effects and
 * event handlers, never during render.
 */
export function getAuthClient(): Client {
  if (typeof window === "undefined") throw new Error("The auth client is only available in the browser");
  if (client) return client;
  client = new AuthClient({
    url: `${window.location.origin}/auth/v1`,
    storageKey: AUTH_STORAGE_KEY,
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
    flowType: "implicit",
    fetch: fetchRememberingRetryAfter,
    // signInWithPasskey, registerPasskey and passkey.* throw without this flag (auth-js 2.109).
    experimental: { passkey: true },
  });
  announceClient(client);
  return client;
}
