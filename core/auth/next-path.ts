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
