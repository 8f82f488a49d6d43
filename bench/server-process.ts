/**
 * Our server as a separate process for the benchmarks: started the way `npm start` runs it
 * (build/server/main.mjs, bundled from server/main.ts), waited for, stopped gracefully, and its resident memory read.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { serverArgs } from "#tests/support/server-command.ts";
import { generateKeyringText } from "#server/crypto/test-keyring.ts";
import { cpuTicks, residentMiB as residentMiBExact } from "#tests/support/process-stats.ts";

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Seconds from spawning the process to its first 200 from /api/v1/health. */
  startupSeconds: number;
  /** SIGTERM, then waits for the process to exit (a PGlite data directory is free again after). */
  stop(): Promise<void>;
}

/** Settings every benchmarked server gets: quiet logs, and limits that a load test from one address does not trip. */
const BENCH_ENV = {
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
  // Production requires a master key: one per benchmark run (every server of the run shares it, so a restart reads its documents).
  DATA_ENCRYPTION_KEY: generateKeyringText("bench1"),
  // The limits exist to stop abuse, and a load test from one address looks like abuse. They are
  // still counted on every request (that cost is part of each figure); they just never trip.
  AUTH_RATE_LIMIT_MULTIPLIER: "10000",
  FORM_RATE_LIMIT_MULTIPLIER: "10000",
  // The admin figures measure the admin routes, not an authenticator app: with two-step required
  // the same routes only add a comparison of the session's assurance level.
  ADMIN_MFA: "optional",
};

export async function startServer(opts: { port: number; dataDir: string; databaseUrl?: string; env?: Record<string, string> }): Promise<ServerProcess> {
  // Bundled before the clock starts: the figure is the server's own start-up.
  const args = await serverArgs();
  const t0 = performance.now();
  // node itself (not npx) so that kill() reaches the server rather than leaving it orphaned.
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...BENCH_ENV,
      ...opts.env,
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      // Empty means unset (server/env.ts): the embedded database.
      DATABASE_URL: opts.databaseUrl ?? "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${opts.port}`;
  const server: ServerProcess = {
    child,
    base,
    startupSeconds: 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  try {
    // Polled every 25 ms: the start-up figure is read to a few hundredths of a second.
    await waitFor(`${base}/api/v1/health`, child, 90_000, 25);
    server.startupSeconds = (performance.now() - t0) / 1000;
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}

export async function waitFor(url: string, child?: ChildProcess, timeoutMs = 90_000, pollMs = 200): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    // A server that exited (e.g. its port is taken) will never answer: say so instead of waiting.
    if (child && child.exitCode !== null) throw new Error(`the server for ${url} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** VmRSS of a process in whole MiB (Linux), or undefined where /proc is not available. */
export function residentMiB(pid: number | undefined): number | undefined {
  const mib = pid ? residentMiBExact(pid) : undefined;
  return mib === undefined ? undefined : Math.round(mib);
}

/**
 * Waits until the server has been idle (under 5 % of a core) for a second: work a load phase
 * left behind (e-mails still being delivered) must not be charged to the next one. Returns how
 * long that took, in seconds; undefined where /proc is not available.
 */
export async function waitForIdle(pid: number | undefined, timeoutMs = 120_000): Promise<number | undefined> {
  if (!pid || cpuTicks(pid) === undefined) return undefined;
  const t0 = Date.now();
  const sampleMs = 250;
  let quiet = 0;
  let last = cpuTicks(pid)!;
  while (Date.now() - t0 < timeoutMs) {
    await new Promise((r) => setTimeout(r, sampleMs));
    const now = cpuTicks(pid);
    if (now === undefined) return undefined;
    // Clock ticks are 1/100 s: 5 % of a core over 250 ms is 1.25 ticks.
    quiet = now - last <= 1 ? quiet + 1 : 0;
    last = now;
    if (quiet >= 4) return Math.max(0, (Date.now() - t0 - quiet * sampleMs) / 1000);
  }
  return (Date.now() - t0) / 1000;
}
