import { createServer, connect, type Server, type Socket } from "node:net";
import { freePort } from "#tests/support/free-port.ts";

/**
 * A TCP relay on a port of its own to the run's server, which a test can take down and bring
 * back: a real outage as the browser sees it (every open connection cut, every new one refused),
 * for the service worker and lazily loaded modules too, which page.route does not see.
 *
 * Stopping and starting the server process itself would show the browser the same thing, at the
 * cost of a server start (tens of seconds on a busy two-core machine) per outage, and of a server
 * of its own per spec.
 */
export interface OutageProxy {
  /** The relay's origin: open the page here. */
  url: string;
  /** Refuses every connection and cuts the open ones, as a stopped server's port does. */
  down(): Promise<void>;
  /** Relays again, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startOutageProxy(target: string): Promise<OutageProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const port = await freePort();
  const open = new Set<Socket>();
  let server: Server | undefined;

  const relay = (client: Socket) => {
    const upstream = connect(Number(targetPort), hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const up = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const listening = createServer(relay);
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => {
        server = listening;
        resolve();
      });
    });

  const down = () =>
    new Promise<void>((resolve) => {
      const listening = server;
      server = undefined;
      for (const socket of open) socket.destroy();
      open.clear();
      if (!listening) return resolve();
      listening.close(() => resolve());
    });

  await up();
  return { url: `http://127.0.0.1:${port}`, up, down, close: down };
}
