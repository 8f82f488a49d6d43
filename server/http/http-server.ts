/**
 * The HTTP server around the app, made the same way by `npm start` and by the tests that need a
 * real socket, so what they test is what runs.
 */
import { createServer, STATUS_CODES, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { Logger } from "../logger.ts";
import { StaticAnswers, type AnswerTally } from "../static/static-answers.ts";
import { DEFAULT_BODY_PACE, rawResponse, watchBodyPace, type BodyPace } from "./body-pace.ts";
import type { WebBuild } from "../static/web-build.ts";

/** Idle keep-alive sockets close after this; shorter than typical proxies' so they close first. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * With `static` (the built web app and the logger), pre-rendered pages and built files are
 * answered before the app's middleware chain (server/static/static-answers.ts); everything else,
 * and everything without it, goes to the app through @hono/node-server as `serve()` would.
 */
export function createHttpServer(
  app: Hono,
  listen: { port: number; hostname: string },
  opts: { static?: { web: WebBuild; logger: Logger; tally?: AnswerTally }; bodyPace?: BodyPace; logger?: Logger } = {},
): Server {
  const toApp = getRequestListener(app.fetch, { hostname: listen.hostname });
  const answers = opts.static && new StaticAnswers(app.fetch, opts.static.web, opts.static.logger, opts.static.tally);
  const server = createServer((req, res) => {
    if (answers?.answer(req, res)) return;
    void toApp(req, res);
  });
  // Bodies that stall or trickle are dropped long before Node's requestTimeout (server/http/body-pace.ts).
  const stopWatching = watchBodyPace(server, opts.bodyPace ?? DEFAULT_BODY_PACE, (slow) => opts.logger?.info(slow, "slow request body dropped"));
  server.once("close", stopWatching);
  server.listen(listen.port, listen.hostname);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // A client may send its request and then close its half of the socket (`socket.end(request)`,
  // HTTP/1.0-style tools, some proxies). Node's HTTP server then aborts every request still being
  // handled, so a slow route's answer was never written although its work was done. With this
  // internal switch (the one Node's own tests use) the server answers first and closes after the
  // last response. server/http/http-server.test.ts keeps it honest on the slowest route, sign-up.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  server.on("clientError", answerClientError);
  return server;
}

/**
 * A request Node cannot parse (headers over its 16 KB limit, a broken request line) never reaches
 * the app; Node's own answer is a bare status line. Clients get the API's error shape instead.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, message] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, "request_header_too_large", "The request's headers are too large."]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "request_timeout", "The request took too long to arrive."]
        : [400, "bad_request", "The request could not be read as HTTP."];
  socket.end(rawResponse(status, STATUS_CODES[status] ?? "", JSON.stringify({ code, message })));
}
