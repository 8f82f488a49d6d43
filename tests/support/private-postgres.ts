/**
 * A PostgreSQL cluster of a test's own (initdb into a temporary folder, pg_ctl on a free port),
 * for tests that stop and start the database under a running server without disturbing the
 * shared one other tests use. PostgreSQL refuses to run as root, so as root its commands run as
 * the `postgres` user (runuser) in a folder that user owns.
 */
import { execFile as execFileCb, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port.ts";

const execFile = promisify(execFileCb);

/** The newest PostgreSQL server binaries on this machine (Debian's layout, then PATH), if any. */
export function postgresBinDir(): string | undefined {
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = versions.map((v) => join(debian, v, "bin"));
  for (const dir of process.env.PATH?.split(":") ?? []) candidates.push(dir);
  return candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")));
}

export interface PrivatePostgres {
  /** postgres:// URL of the cluster's `postgres` database. */
  url: string;
  /** Stops the server as an operator would before maintenance (`pg_ctl stop -m fast`). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it if running and removes its folder. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), "hc-private-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres:", dir]);
  const dataDir = join(dir, "data");
  const port = await freePort();

  const run = (command: string, args: string[]) => {
    const bin = join(binDir, command);
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
    // cwd: the postgres user may not be able to read the directory the tests run in.
    return execFile(file, argv, { cwd: dir, timeout: 60_000 });
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await run("pg_ctl", ["-D", dataDir, "-l", join(dir, "server.log"), "-o", options, "-w", "-t", "30", "start"]);
  };
  let running = false;

  try {
    await run("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    await start();
    running = true;
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => {});
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
