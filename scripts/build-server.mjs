// `npm run build` (last step) and `node scripts/build-server.mjs`: bundles the server into
// build/server (scripts/lib/server-bundle.mjs).
import { bundleServer, SERVER_ENTRY } from "./lib/server-bundle.mjs";

const t0 = performance.now();
const { changed } = await bundleServer();
console.log(`server: ${SERVER_ENTRY.replace(`${process.cwd()}/`, "")} (${changed} files written) in ${Math.round(performance.now() - t0)} ms`);
