// The server as one JavaScript file: build/server/main.mjs, which `npm start` runs with plain
// node (docs/decisions/022-compiled-server.md says why: tsx compiled ~450 modules at every start
// and kept ~100 MiB of compiler state and source maps resident).
//
// Plain JavaScript so that `prestart` (scripts/ensure-build.mjs) can run it without a compiler.
// Packages stay external: node_modules is loaded as usual (several packages find their own
// files beside them, e.g. PGlite's WebAssembly and pdfkit's fonts); only our TypeScript is bundled.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { build } from "esbuild";

export const SERVER_BUNDLE_DIR = resolve("build/server");
export const SERVER_ENTRY = join(SERVER_BUNDLE_DIR, "main.mjs");
/**
 * Node's flags for the server, the same as package.json's `start` (keep them together): a young
 * generation of 4 MiB semi-spaces instead of 16, which V8 keeps at its largest after a load
 * (docs/decisions/005-request-throughput-and-memory.md, point 9).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4"];

/**
 * Bundles server/main.ts (and db/pglite-init.ts, which db/client.ts runs as a child process)
 * into build/server, beside a copy of db/migrations (db/migrate.ts finds them next to itself).
 * Each file is written to a temporary name and renamed, and left alone when unchanged, so test
 * workers that bundle at the same time never read a half-written file.
 * @returns {Promise<{ changed: number }>} how many files were written
 */
export async function bundleServer() {
  const result = await build({
    entryPoints: { main: "server/main.ts", "pglite-init": "db/pglite-init.ts" },
    outdir: SERVER_BUNDLE_DIR,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20.19",
    // Class and function names stay as written: they appear in logged errors.
    keepNames: true,
    // Written beside the bundle; node reads it only when started with --enable-source-maps.
    sourcemap: "linked",
    write: false,
    logLevel: "warning",
  });
  let changed = 0;
  for (const file of result.outputFiles) if (writeIfChanged(file.path, Buffer.from(file.contents))) changed++;
  const migrations = join(SERVER_BUNDLE_DIR, "migrations");
  for (const rel of listFiles("db/migrations")) {
    if (writeIfChanged(join(migrations, rel), readFileSync(join("db/migrations", rel)))) changed++;
  }
  return { changed };
}

function writeIfChanged(path, bytes) {
  if (existsSync(path) && readFileSync(path).equals(bytes)) return false;
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  try {
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  return true;
}

function listFiles(dir, prefix = "") {
  const out = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else out.push(rel);
  }
  return out;
}
