// Writes app/assets/fonts/inter-subset.woff2: Inter (from @fontsource-variable/inter) cut down to
// the characters and weights in core/site/font-glyphs.ts, about a third of the full Latin file.
// The font sits on every page's critical path, so each kilobyte shows in first paint on a phone.
// Run after changing the glyph list: node --import tsx scripts/subset-font.mjs
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { FONT_GLYPHS, FONT_WEIGHTS } from "../core/site/font-glyphs.ts";

const source = readFileSync("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const out = await subsetFont(source, FONT_GLYPHS, {
  targetFormat: "woff2",
  // Keeps only the glyphs asked for, not every alternate a ligature or feature could reach.
  noLayoutClosure: true,
  variationAxes: { wght: FONT_WEIGHTS },
});
writeFileSync("app/assets/fonts/inter-subset.woff2", out);
console.log(`inter-subset.woff2: ${(out.length / 1024).toFixed(1)} KiB (from ${(source.length / 1024).toFixed(1)} KiB)`);
