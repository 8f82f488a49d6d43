import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "../logger.ts";
import { AppError, type ErrorBody } from "./errors.ts";

/** The one place errors become responses: `{code, message}` (+ `fields`), never a stack trace. */
export function errorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    const requestId = c.get("requestId" as never) as string | undefined;
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return respond(c, err.status, { code: err.code, message: err.message, fields: err.fields }, requestId);
    }
    if (err instanceof HTTPException) {
      // Hono raises these for malformed requests (e.g. a body that is not valid JSON).
      const status = err.status;
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
