/**
 * Part of `npm run build` (before precompress): drops the module preloads from every pre-rendered
 * page, so that on a slow connection the text and images arrive before the JavaScript, and starts
 * the page's scripts after its first paint, so that on a fast one the text does not wait for them
 * (see scripts/lib/defer-page-scripts.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { deferBootstrapToFirstPaint, dropModulePreloads, isPrerenderedPage } from "./lib/defer-page-scripts.ts";

const root = process.argv[2] ?? "build/client";
let pages = 0;

function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (isPrerenderedPage(relative(root, path))) {
      const html = readFileSync(path, "utf8");
      const out = deferBootstrapToFirstPaint(dropModulePreloads(html));
      if (out !== html) {
        writeFileSync(path, out);
        pages++;
      }
    }
  }
}

walk(root);
console.log(`scripts: module preloads dropped and scripts started after the first paint on ${pages} pre-rendered pages`);
