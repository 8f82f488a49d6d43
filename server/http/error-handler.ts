import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "../logger.ts";
import { AuthError } from "../auth/auth-error.ts";
import { DATABASE_UNAVAILABLE, DatabaseOutage, markDatabaseUnavailable } from "./database-outage.ts";
import { isDatabaseUnavailable } from "./database-unavailable.ts";
import { AppError, type ErrorBody } from "./errors.ts";

/**
 * The one place errors become responses: `{code, message}` (+ `fields`), never a stack trace.
 * `outage` is told when the database cannot be reached, and logs it once (createApp passes one
 * that also notices the end).
 */
export function errorHandler(logger: Logger, outage = new DatabaseOutage({ logger })): ErrorHandler {
  return (err, c) => {
    const requestId: string | undefined = c.get("requestId");
    // Not our bug and not the client's: the database is down. Try again later, in either API's shape.
    if (isDatabaseUnavailable(err)) {
      outage.report(err);
      markDatabaseUnavailable(c);
      const { code, message, retryAfterSeconds } = DATABASE_UNAVAILABLE;
      c.header("Retry-After", String(retryAfterSeconds));
      if (c.req.path.startsWith("/auth/")) return c.json({ code: 503, error_code: code, msg: message }, 503);
      return respond(c, 503, { code, message }, requestId);
    }
    // The auth API speaks GoTrue's error shape, which @supabase/auth-js parses.
    if (c.req.path.startsWith("/auth/")) {
      const authErr = asAuthError(err);
      if (authErr) {
        for (const [k, v] of Object.entries(authErr.headers)) c.header(k, v);
        return c.json(authErr.body(), authErr.status);
      }
      logger.error({ err, requestId, path: c.req.path, method: c.req.method }, "unhandled error");
      return c.json({ code: 500, error_code: "unexpected_failure", msg: "Unexpected failure, please try again." }, 500);
    }
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return respond(c, err.status, { code: err.code, message: err.message, fields: err.fields }, requestId);
    }
    if (err instanceof HTTPException) {
      // Hono raises these for malformed requests (e.g. a body that is not valid JSON).
      const status = err.status;
      if (status === 415) {
        // The JSON routes' validator refuses any other content type before reading the body.
        const message = "Please send the request body as JSON, with the header Content-Type: application/json.";
        return respond(c, 415, { code: "unsupported_media_type", message }, requestId);
      }
      const code = status === 400 ? "bad_request" : status === 413 ? "payload_too_large" : "http_error";
      return respond(c, status, { code, message: err.message || "The request could not be processed." }, requestId);
    }
    logger.error({ err, requestId, path: c.req.path, method: c.req.method }, "unhandled error");
    return respond(
      c,
      500,
      { code: "internal_error", message: "Something went wrong on our side. Please try again, or call us if it keeps happening." },
      requestId,
    );
  };
}

function respond(c: Context, status: number, body: ErrorBody, requestId: string | undefined) {
  const payload: ErrorBody = { code: body.code, message: body.message };
  if (body.fields) payload.fields = body.fields;
  if (requestId) payload.request_id = requestId;
  return c.json(payload, status as 400);
}

function asAuthError(err: Error): AuthError | undefined {
  if (err instanceof AuthError) return err;
  if (err instanceof AppError) {
    const code = err.code === "not_found" ? "not_found" : err.code;
    return new AuthError(err.status, code, err.message, {}, err.headers ?? {});
  }
  if (err instanceof HTTPException) {
    const code = err.status === 413 ? "request_too_large" : err.status === 400 ? "bad_json" : "validation_failed";
    return new AuthError(err.status as 400, code, err.message || "The request could not be processed.");
  }
  return undefined;
}
