/**
 * Where the sign-in page sends someone afterwards. `next` comes from the URL, so anyone can craft
 * it: only a path on this site is followed, never another origin (open-redirect protection).
 */
import type { UserRole } from "../domain/enums.ts";

/** Where a signed-in person lands when no usable `next` was given. */
export function defaultPathForRole(role: UserRole | null | undefined): string {
  return role === "admin" ? "/admin" : "/dashboard";
}

/**
 * `next` if it is a same-site relative path ("/clients?tab=2"), otherwise null. Rejects
 * protocol-relative ("//evil.example"), backslash tricks ("/\\evil.example", which browsers read
 * as "//"), absolute URLs, control characters and the sign-in page itself (a loop).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (typeof next !== "string" || next.length === 0 || next.length > 2048) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  let parsed: URL;
  try {
    parsed = new URL(next, "https://same-site.invalid");
  } catch {
    return null;
  }
  if (parsed.origin !== "https://same-site.invalid") return null;
  if (parsed.pathname === "/login") return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The page after sign-in: a safe `next` wins, otherwise the role's default page. */
export function postSignInPath(role: UserRole | null | undefined, next: string | null | undefined): string {
  return safeNextPath(next) ?? defaultPathForRole(role);
}

/** "/login?next=…" for a page the guard turned someone away from. */
export function loginPathFor(pathWithSearch: string): string {
  const next = safeNextPath(pathWithSearch);
  return next && next !== "/" ? `/login?next=${encodeURIComponent(next)}` : "/login";
}

/**
 * A sign-in page's link onwards (`path` is "/register", "/forgot-password"…) that keeps where the
 * person was going, so registering from a file's link still ends on the file; only a `next` that
 * is a path on this site is kept.
 */
export function withNextPath(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe && safe !== "/" ? `${path}?next=${encodeURIComponent(safe)}` : path;
}

/** A closing file's page in the portal (/transactions/:id), where an e-mail about a file leads. */
const CLOSING_FILE_PATH = /^\/transactions\/[^/?#]+\/?(?:[?#].*)?$/;

/**
 * Why the sign-in page is asked of someone sent to it from `next`, when that says more than the
 * page does alone: a closing file shared with them (the link in the e-mail to an agent or lender
 * named on a file). Null for anything else. The page cannot name the file before sign-in (the
 * file is private), so the words stay general.
 */
export function signInReasonFor(next: string | null | undefined): { heading: string; text: string } | null {
  const safe = safeNextPath(next);
  if (!safe || !CLOSING_FILE_PATH.test(safe)) return null;
  return {
    heading: "Sign in to see the closing file shared with you",
    text:
      "Our closers put you on this file, and it opens once you sign in with the e-mail address our message was sent to. " +
      "New to our portal? Create an account with that address and you will come back to the file.",
  };
}
