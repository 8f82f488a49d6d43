import type { MiddlewareHandler } from "hono";

/**
 * A response sent before the request's body was read to its end (a 413 over a size limit, a 404,
 * a route that ignores its body) closes the connection, as HTTP/1.1 expects of a server that
 * leaves a body unread. Kept open, the unread bytes stay on it: @hono/node-server gives up
 * draining them after 500 ms and destroys the socket, and the client's next request there gets
 * no answer at all (found by the API fuzzer).
 */
export function closeAfterUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const sent = Number(c.req.header("content-length") ?? 0) > 0 || c.req.header("transfer-encoding") !== undefined;
    if (!sent) return;
    // node-server passes Node's request as c.env.incoming: whether it ended is the real answer (a
    // size limit reads part of a chunked body, so bodyUsed alone would say "read"). Elsewhere
    // (app.request in tests) bodyUsed is all there is.
    const incoming = (c.env as { incoming?: { readableEnded?: boolean } } | undefined)?.incoming;
    const unread = incoming && typeof incoming.readableEnded === "boolean" ? !incoming.readableEnded : !c.req.raw.bodyUsed;
    if (unread) c.res.headers.set("Connection", "close");
  };
}
