import type { MiddlewareHandler } from "hono";

/**
 * A response sent without reading the request's body (a 413 from a size limit, a 404, a route
 * that ignores its body) closes the connection, as HTTP/1.1 expects of a server that leaves a
 * body unread. Kept open, the unread bytes stay on it: @hono/node-server gives up draining them
 * after 500 ms and destroys the socket, and the client's next request there gets no answer at all.
 */
export function closeAfterUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const sent = Number(c.req.header("content-length") ?? 0) > 0 || c.req.header("transfer-encoding") !== undefined;
    if (sent && !c.req.raw.bodyUsed) c.res.headers.set("Connection", "close");
  };
}
