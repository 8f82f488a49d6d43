/**
 * The one body-size limit of every route that reads a body, by route kind
 * (docs/decisions/025-proxies-bodies-and-uploads.md): decided from Content-Length before a byte of
 * the body is read when the header says the size, else (chunked) by counting while reading, so no
 * more than the limit is ever held. Over it, the answer is 413 and the connection closes
 * (server/http/unread-body.ts).
 *
 * Asking hono's bodyLimit alone makes @hono/node-server build a full web Request with a
 * ReadableStream body for every POST, and reading the body then goes through web streams, a large
 * part of a small JSON request's cost; this way the body is read straight from the socket. Chunked
 * bodies (no Content-Length) go through hono's counting reader.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import { AppError } from "./errors.ts";

export const BODY_LIMITS = {
  /**
   * Every JSON route of the data and auth APIs. The largest legitimate body is a client e-mail,
   * 10,000 characters and a 200-character subject (core/clients/communication-fields.ts): about
   * 31 KB in UTF-8, 61 KB even with every character escaped as \uXXXX.
   */
  json: 64 * 1024,
  /** The public forms (server/api/forms/): a 5,000-character message is ~20 KB at worst. */
  form: 32 * 1024,
  /** The SMS provider's webhooks: form posts of a few KB (a 1,600-character text, escaped). */
  webhook: 32 * 1024,
} as const;

/**
 * `upload`: a route that declares a multipart body reads it as a stream under its own cap
 * (server/api/documents/receive-upload.ts: 25 MB, never buffered); it is not limited here.
 */
export type BodyKind = keyof typeof BODY_LIMITS | "upload";

/** The data API's answer to a body over its limit. */
export const payloadTooLarge = (maxBytes: number) =>
  new AppError(413, "payload_too_large", `The request body is larger than ${Math.round(maxBytes / 1024)} KB; nothing was saved.`);

/**
 * The limit for the route kind `kindOf` says; over it, `tooLarge(limit)` is thrown (the data API's
 * error by default; the auth API passes GoTrue's, a public form its own message).
 */
export function limitBody(kindOf: (c: Context) => BodyKind, tooLarge: (maxBytes: number) => Error = payloadTooLarge): MiddlewareHandler {
  const counting = new Map<number, MiddlewareHandler>();
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const kind = kindOf(c);
    if (kind === "upload") return next();
    const maxSize = BODY_LIMITS[kind];
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (Number.parseInt(length, 10) > maxSize) throw tooLarge(maxSize);
      return next();
    }
    let reader = counting.get(maxSize);
    if (!reader) {
      reader = honoBodyLimit({
        maxSize,
        onError: () => {
          throw tooLarge(maxSize);
        },
      });
      counting.set(maxSize, reader);
    }
    return reader(c, next);
  };
}
