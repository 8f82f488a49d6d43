/**
 * How tests and the bench start the real server: node on build/server/main.mjs with the same
 * flags, as `npm start` does (docs/decisions/022-compiled-server.md). The bundle is made from the current source first,
 * once per process, so a test never runs an older server than the code it tests.
 */
import { bundleServer, SERVER_ENTRY, SERVER_NODE_FLAGS } from "#scripts/lib/server-bundle.mjs";

let bundled: Promise<unknown> | undefined;

/** The arguments for `spawn(process.execPath, …)` that start the server, after bundling it. */
export async function serverArgs(): Promise<string[]> {
  bundled ??= bundleServer();
  await bundled;
  return [...SERVER_NODE_FLAGS, SERVER_ENTRY];
}
