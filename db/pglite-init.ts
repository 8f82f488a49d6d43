/**
 * Creates a fresh PGlite data directory (initdb) and exits: run in a child process by
 * db/client.ts on a first start. Initialising takes ~800 MiB that PGlite's WebAssembly memory
 * never gives back, so the server would keep it for its whole life; a process of its own
 * returns it to the system when it ends, and the server then opens the finished directory.
 * Usage: node --import tsx db/pglite-init.ts <data dir> (or node build/server/pglite-init.mjs <data dir>)
 */
import { PGlite } from "@electric-sql/pglite";

const dir = process.argv[2];
if (!dir) {
  process.stderr.write("usage: pglite-init.ts <data dir>\n");
  process.exit(2);
}
const pglite = await PGlite.create(dir);
await pglite.close();
