// After `react-router build`: writes .br and .gz beside every compressible file, at the highest
// levels, so the server sends pre-compressed bytes instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? "build/client";
const compressible = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/;
let count = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const abs = join(dir, entry);
    if (statSync(abs).isDirectory()) walk(abs);
    else if (compressible.test(entry)) compress(abs);
  }
}

function compress(file) {
  const body = readFileSync(file);
  if (body.length < 512) return;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
  before += body.length;
  after += br.length;
}

walk(root);
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`);
