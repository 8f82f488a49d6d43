/**
 * The data API's error answer, `{code, message, fields}` (server/http/error-handler.ts), as one
 * typed error for every caller in the browser: the authenticated client throws it, the public
 * forms' postJson returns its fields. `status` 0 means the request never reached the server.
 */
import { errorBodySchema } from "#core/api/error-body.ts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** Stable snake_case code ("validation_failed", "not_found", "network_error", ...). */
    readonly code: string,
    message: string,
    /** Field name → message, for 400 validation_failed. */
    readonly fields: Record<string, string> = {},
    /** Seconds to wait, from Retry-After on a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The server refused this request as it is (4xx): sending it again will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const NETWORK_ERROR_MESSAGE = "We could not reach the server.";

export function networkError(): ApiError {
  return new ApiError(0, "network_error", NETWORK_ERROR_MESSAGE);
}


/** Reads a failed response's body (JSON in the API's shape, or anything else) into an ApiError. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: the generic code and message below.
  }
  const parsed = errorBodySchema.safeParse(body);
  const retry = Number(response.headers.get("Retry-After"));
  return new ApiError(
    response.status,
    parsed.success ? parsed.data.code : "request_failed",
    parsed.success ? parsed.data.message : "The request failed.",
    parsed.success ? (parsed.data.fields ?? {}) : {},
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}
