import { apiErrorFrom, networkError, type ApiError } from "./api-error.ts";

/**
 * POSTs a public form to the data API and reads its answer in the API's error shape, so every
 * form handles the same outcomes: accepted, field errors (400), too many tries (429) or failed.
 * Anonymous-capable (no sign-in, no refresh): signed-in pages use app/lib/api/api-client.ts.
 */
export type PostResult<T> =
  | { ok: true; data: T }
  | ({ ok: false } & Pick<ApiError, "status" | "code" | "message" | "fields" | "retryAfter">);

function failure(error: ApiError): PostResult<never> {
  const { status, code, message, fields, retryAfter } = error;
  return { ok: false, status, code, message, fields, retryAfter };
}

export async function postJson<T>(path: string, body: unknown, opts: { accessToken?: string | null } = {}): Promise<PostResult<T>> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (opts.accessToken) headers.Authorization = `Bearer ${opts.accessToken}`;
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
  } catch {
    return failure(networkError());
  }
  if (!response.ok) return failure(await apiErrorFrom(response));
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // An empty 2xx body: accepted, nothing to read.
  }
  return { ok: true, data: json as T };
}
