/**
 * The real app listening on a free local port, for clients that speak HTTP (auth-js, autocannon).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import type { Database } from "#db/client.ts";
import { loadConfig } from "#server/env.ts";
import { bodyPaceOf } from "#server/http/body-pace.ts";
import { createHttpServer } from "#server/http/http-server.ts";
import { liveHubFor } from "#server/live/live-hub-for.ts";
import { createTestApp, silentLogger } from "./test-app.ts";

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(database: Database, env: Record<string, string> = {}): Promise<RunningServer> {
  // PUBLIC_URL must be known before the app is built (it is the tokens' issuer), so pick the port first.
  const probe = serve({ fetch: () => new Response(null), port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise<void>((resolve) => probe.once("listening", () => resolve()));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));

  const url = `http://127.0.0.1:${port}`;
  // The instance's live hub, closed with it: its listening connection (PostgreSQL) ends with the server.
  const live = liveHubFor(database, silentLogger);
  const app = createTestApp(database, { env: { PUBLIC_URL: url, ...env }, live });
  const server = createHttpServer(app, { port, hostname: "127.0.0.1" }, { bodyPace: bodyPaceOf(loadConfig({ NODE_ENV: "test", ...env })) });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        void live.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
