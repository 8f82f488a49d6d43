/**
 * POSTs a public form to the data API and reads its answer in the API's error shape, so every
 * form handles the same outcomes: accepted, field errors (400), too many tries (429) or failed.
 */
export type PostResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** 0 when the request never reached the server (offline, blocked). */
      status: number;
      code: string;
      /** The server's message, or a generic one when there was none. */
      message: string;
      /** Field name → message, for 400 validation_failed. */
      fields: Record<string, string>;
      /** Seconds to wait, from Retry-After on a 429. */
      retryAfter?: number;
    };

export async function postJson<T>(path: string, body: unknown, opts: { accessToken?: string | null } = {}): Promise<PostResult<T>> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (opts.accessToken) headers.Authorization = `Bearer ${opts.accessToken}`;
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, code: "network_error", message: "We could not reach the server.", fields: {} };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: handled as a failure below.
  }
  if (response.ok) return { ok: true, data: json as T };
  const err = (json ?? {}) as { code?: unknown; message?: unknown; fields?: unknown };
  const retry = Number(response.headers.get("Retry-After"));
  return {
    ok: false,
    status: response.status,
    code: typeof err.code === "string" ? err.code : "request_failed",
    message: typeof err.message === "string" ? err.message : "The request failed.",
    fields: err.fields && typeof err.fields === "object" ? (err.fields as Record<string, string>) : {},
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
  };
}
