/**
 * The HTTP server around the app, made the same way by `npm start` and by the tests that need a
 * real socket, so what they test is what runs.
 */
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

/** Idle keep-alive sockets close after this; shorter than typical proxies' so they close first. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

export function createHttpServer(app: Hono, listen: { port: number; hostname: string }): Server {
  const server = serve({ fetch: app.fetch, port: listen.port, hostname: listen.hostname }) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // A client may send its request and then close its half of the socket (`socket.end(request)`,
  // HTTP/1.0-style tools, some proxies). Node's HTTP server then aborts every request still being
  // handled, so a slow route's answer was never written although its work was done. With this
  // internal switch (the one Node's own tests use) the server answers first and closes after the
  // last response. server/http/http-server.test.ts keeps it honest on the slowest route, sign-up.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  return server;
}
