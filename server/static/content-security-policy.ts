import { createHash } from "node:crypto";

/**
 * Content-Security-Policy for pages. Scripts run only from our origin or when their exact text
 * was hashed at start-up (React Router's pre-rendered HTML carries small inline bootstraps), so no
 * injected inline script can run. `extraOrigins` is the configured chat widget's origin, if any.
 */
export function pageCsp(scriptHashes: string[], extraOrigins: string[] = []): string {
  const extra = extraOrigins.join(" ");
  const withExtra = (base: string) => (extra ? `${base} ${extra}` : base);
  const directives = [
    "default-src 'self'",
    withExtra(["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" ")),
    // Toasts and small libraries set style attributes/elements at run time.
    withExtra("style-src 'self' 'unsafe-inline'"),
    withExtra("img-src 'self' data: blob:"),
    "font-src 'self'",
    withExtra("connect-src 'self'"),
    withExtra("frame-src 'self'"),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/**
 * The service worker's own policy governs the fetches it makes for pages, so it must reach our
 * origin (and nothing else: it never handles other origins' requests).
 */
export const WORKER_CSP = "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The policy for everything that is not a page (API JSON, files): nothing may execute. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** sha256 source expressions of every inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
