/**
 * The status page's requests, without an account: no access token, so the auth client's chunk is
 * never on this page's critical path (the token in the address is the credential). Failures are
 * the API's errors as ApiError, like the signed-in client's.
 *
 * The first read of the page's data may already be under way: the pre-rendered shell starts it
 * from an inline script as soon as the HTML is parsed, in parallel with the page's scripts
 * (STATUS_PREFETCH_SCRIPT below, rendered by app/routes/status/status-page.tsx). The query takes
 * that answer once; a retry or a refetch asks again. One page load, one data request.
 */
import "#app/lib/zod-browser-config.ts";
import type { ZodType } from "zod";
import { ApiError, apiErrorFrom, networkError } from "#app/lib/api/api-error.ts";

export const statusPath = (token: string) => `/api/v1/status/${encodeURIComponent(token)}`;

/** Where the inline script leaves the request it started: the path asked for and its answer. */
const PREFETCH_GLOBAL = "__statusPrefetch";

/**
 * Runs once while the shell's HTML is parsed (allowed by the page's Content-Security-Policy by its
 * hash, server/static/content-security-policy.ts). The token is read from the address, never
 * written in the HTML; the path is spelled as statusPath spells it, so the query can claim it.
 */
export const STATUS_PREFETCH_SCRIPT =
  `(function(){try{var m=/^\\/status\\/([^/]+)\\/?$/.exec(location.pathname);if(!m||!window.fetch)return;` +
  `var p="/api/v1/status/"+encodeURIComponent(decodeURIComponent(m[1]));` +
  `var r=fetch(p,{headers:{Accept:"application/json"}});r.catch(function(){});` +
  `window.${PREFETCH_GLOBAL}={path:p,response:r}}catch(e){}})()`;

type PrefetchWindow = Window & { [PREFETCH_GLOBAL]?: { path: string; response: Promise<Response> } };

/** The answer the shell's script started for this path, once; undefined when there is none. */
function takePrefetched(path: string): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as PrefetchWindow;
  const started = w[PREFETCH_GLOBAL];
  if (!started || started.path !== path) return undefined;
  delete w[PREFETCH_GLOBAL];
  return started.response;
}

async function answerOf<T>(pending: Promise<Response>, schema: ZodType<T>, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await pending;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await apiErrorFrom(response);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw networkError();
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, "unexpected_response", "The server answered in a way this page does not understand.");
  return parsed.data;
}

/** The headers of a status request; a verified session travels as a bearer token, never in the address. */
function headersOf(session?: string, json = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (json) headers["Content-Type"] = "application/json";
  if (session) headers.Authorization = `Bearer ${session}`;
  return headers;
}

/** GET a status path: the shell's prefetched answer when it is this one, else a new request. */
export function getStatusJson<T>(path: string, schema: ZodType<T>, signal?: AbortSignal, session?: string): Promise<T> {
  const pending = (session ? undefined : takePrefetched(path)) ?? fetch(path, { headers: headersOf(session), signal });
  return answerOf(pending, schema, signal);
}

/** POST to a status path (a document link), no body. */
export function postStatusJson<T>(path: string, schema: ZodType<T>): Promise<T> {
  return answerOf(fetch(path, { method: "POST", headers: headersOf() }), schema);
}

/**
 * POST or PUT to a status path with a body: JSON, or a FormData upload (multipart, its boundary
 * written by the browser); with the verified session when the route needs one.
 */
export function sendStatusJson<T>(
  path: string,
  schema: ZodType<T>,
  { method = "POST", body, session }: { method?: "POST" | "PUT"; body: unknown; session?: string },
): Promise<T> {
  const multipart = body instanceof FormData;
  return answerOf(
    fetch(path, { method, headers: headersOf(session, !multipart), body: multipart ? body : JSON.stringify(body) }),
    schema,
  );
}
