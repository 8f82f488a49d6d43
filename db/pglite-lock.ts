/**
 * PGlite is an embedded database: two processes opening the same folder would corrupt it. A lock
 * file holding the owner's pid stops a second process (a second `npm start`, or `npm run admin`
 * while the server runs) with a clear message. A lock left by a process that died is taken over.
 */
import { openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import { join } from "node:path";

export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock of `dataDir`; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, "heartland.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number.parseInt(readFileSync(path, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by another process (pid ${owner}). ` +
            "Stop that process first (for example the running server), or use a PostgreSQL server through DATABASE_URL.",
        );
      }
      rmSync(path, { force: true }); // stale: its owner is gone
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}`);
}
