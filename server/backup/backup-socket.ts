/**
 * The embedded database is locked by the server that runs on it (db/pglite-lock.ts), so
 * `npm run backup` cannot open it while the server runs. Instead it asks the server over a Unix
 * socket in DATA_DIR, mode 0600 (only the data directory's owner can connect), and the server
 * takes the backup in its own process, where the dump can be consistent (database-dump.ts).
 * One request per connection: a line of JSON, answered with a line of JSON.
 */
import { chmod, rm } from "node:fs/promises";
import { createConnection, createServer, type Server } from "node:net";
import { join } from "node:path";
import { z } from "zod";

export const socketPath = (dataDir: string) => join(dataDir, "backup.sock");

const requestSchema = z.object({ to: z.string().min(1) });
export type SocketRequest = z.infer<typeof requestSchema>;
export type SocketAnswer = { ok: true; path: string; bytes: number } | { ok: false; error: string };

/** Listens on DATA_DIR/backup.sock; `handle` takes the backup. Returns the function that stops listening. */
export async function listenForBackupRequests(dataDir: string, handle: (request: SocketRequest) => Promise<SocketAnswer>): Promise<() => Promise<void>> {
  const path = socketPath(dataDir);
  await rm(path, { force: true }); // left by a server that was killed; this process holds the database lock
  const server: Server = createServer((socket) => {
    let text = "";
    socket.setEncoding("utf8");
    socket.on("error", () => {});
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) socket.destroy();
      if (!text.includes("\n")) return;
      socket.pause();
      let request: SocketRequest;
      try {
        request = requestSchema.parse(JSON.parse(text.slice(0, text.indexOf("\n"))));
      } catch {
        socket.end(`${JSON.stringify({ ok: false, error: "not a backup request" })}\n`);
        return;
      }
      handle(request).then(
        (answer) => socket.end(`${JSON.stringify(answer)}\n`),
        (err: unknown) => socket.end(`${JSON.stringify({ ok: false, error: err instanceof Error ? err.message : String(err) })}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      void rm(path, { force: true });
    });
}

/** Asks the server that holds DATA_DIR's database for a backup; null when no server listens there. */
export async function askServerForBackup(dataDir: string, request: SocketRequest): Promise<SocketAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath(dataDir));
    let text = "";
    let connected = false;
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === "ENOENT" || err.code === "ECONNREFUSED")) resolve(null);
      else reject(err);
    });
    socket.on("close", () => {
      if (!connected) return;
      try {
        resolve(JSON.parse(text.trim()) as SocketAnswer);
      } catch {
        reject(new Error("the server closed the connection without an answer (did it stop?)"));
      }
    });
  });
}
