/**
 * Resident memory of the server on an empty embedded database, idle: after a first start on a
 * fresh data directory (which creates, migrates and seeds the database) and after a restart on
 * it; with each start's time to its first 200.
 */
import { residentMiB, startServer } from "./server-process.ts";

export const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);

export interface IdleMemory {
  firstStartMiB: number | undefined;
  restartMiB: number | undefined;
  firstStartSeconds: number;
  restartSeconds: number;
  idleSeconds: number;
}

/** Waits IDLE_SECONDS, then reads the process's resident memory. */
export async function idleRss(pid: number | undefined): Promise<number | undefined> {
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  return residentMiB(pid);
}

async function startIdleStop(port: number, dataDir: string, env: Record<string, string>): Promise<{ mib: number | undefined; seconds: number }> {
  const server = await startServer({ port, dataDir, env });
  try {
    return { mib: await idleRss(server.child.pid), seconds: server.startupSeconds };
  } finally {
    await server.stop();
  }
}

/** `dataDir` must not exist yet (a first start); it is left initialised for the next figures. */
export async function measureIdleMemory(port: number, dataDir: string, env: Record<string, string> = {}): Promise<IdleMemory> {
  const first = await startIdleStop(port, dataDir, env);
  const restart = await startIdleStop(port, dataDir, env);
  return { firstStartMiB: first.mib, restartMiB: restart.mib, firstStartSeconds: first.seconds, restartSeconds: restart.seconds, idleSeconds: IDLE_SECONDS };
}
