/**
 * What the page can learn about the session without loading auth-js (about 22 KB gzip): public
 * pages load the client only when there is a session to restore or one arriving in the URL.
 */

/** Where auth-js keeps the session in localStorage (plus "-user" and "-code-verifier" beside it). */
export const AUTH_STORAGE_KEY = "heartland-auth";

const SUFFIXES = ["", "-user", "-code-verifier"] as const;

function storedKeys(): string[] {
  try {
    return SUFFIXES.map((s) => AUTH_STORAGE_KEY + s).filter((k) => window.localStorage.getItem(k) !== null);
  } catch {
    // Storage blocked (privacy mode): auth-js falls back to memory, so nothing can be stored.
    return [];
  }
}

/**
 * True when this browser may hold a session or is finishing a sign-in: a stored session or PKCE
 * verifier, or the tokens / code / error an e-mailed link puts in the address.
 */
export function authStateMayExist(location: Pick<Location, "hash" | "search"> = window.location): boolean {
  if (storedKeys().length > 0) return true;
  const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
  if (hash.has("access_token") || hash.has("error_description")) return true;
  const search = new URLSearchParams(location.search);
  return search.has("code") || search.has("error_description");
}

/** True when a storage event concerns the session (another tab signed in or out). */
export function isAuthStorageKey(key: string | null): boolean {
  return key === null || SUFFIXES.some((s) => key === AUTH_STORAGE_KEY + s);
}

/**
 * Drops the stored session without asking the server. Used when signing out could not reach the
 * server: auth-js then keeps the session, but the person asked to be signed out of this browser.
 */
export function forgetStoredSession(): void {
  for (const key of storedKeys()) window.localStorage.removeItem(key);
}
