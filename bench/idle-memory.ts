/**
 * Resident memory of the server on the embedded database, idle: after a first start on a fresh
 * data directory (which creates, migrates and seeds the database) and after a restart on it.
 */
import { residentMiB, startServer } from "./server-process.ts";

export const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);

export interface IdleMemory {
  firstStartMiB: number | undefined;
  restartMiB: number | undefined;
  idleSeconds: number;
}

async function idleRss(port: number, dataDir: string): Promise<number | undefined> {
  const server = await startServer({ port, dataDir });
  try {
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    return residentMiB(server.child.pid);
  } finally {
    await server.stop();
  }
}

/** `dataDir` must not exist yet (a first start); it is left initialised for the next figures. */
export async function measureIdleMemory(port: number, dataDir: string): Promise<IdleMemory> {
  const firstStartMiB = await idleRss(port, dataDir);
  const restartMiB = await idleRss(port, dataDir);
  return { firstStartMiB, restartMiB, idleSeconds: IDLE_SECONDS };
}
