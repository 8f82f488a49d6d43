/**
 * Part of `npm run build` (after `react-router build`): typesets every guide of
 * core/content/guides into build/client/guides/{slug}.pdf, served by the web server as
 * application/pdf. Not pre-compressed: PDF content streams are already deflated.
 */
import "./lib/site-origin-from-env.ts";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GUIDES } from "#core/content/guides/index.ts";
import { renderGuidePdf } from "#server/pdf/guide-pdf.ts";

const outDir = process.argv[2] ?? "build/client/guides";
mkdirSync(outDir, { recursive: true });
const date = new Date();
let total = 0;
for (const guide of GUIDES) {
  const pdf = await renderGuidePdf(guide, { date });
  writeFileSync(join(outDir, `${guide.slug}.pdf`), pdf);
  total += pdf.length;
}
console.log(`guides: ${GUIDES.length} PDFs in ${outDir} (${(total / 1024).toFixed(0)} KiB)`);
