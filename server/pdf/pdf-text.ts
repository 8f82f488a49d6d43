/**
 * Reads our own PDFs back, for tests: each run of text pdfkit drew (with its font) and the number
 * of pages. Enough for pdfkit's output with the built-in fonts (hex strings in TJ arrays,
 * Flate-compressed or plain content streams); not a general PDF parser.
 */
import { inflateSync } from "node:zlib";

export interface TextRun {
  /** The font's base name, e.g. "Helvetica-Bold". */
  font: string;
  text: string;
}

/** Every run of text in drawing order (a wrapped paragraph gives one run per line). */
export function pdfTextRuns(pdf: Buffer): TextRun[] {
  const src = pdf.toString("latin1");
  const fonts = fontNames(src);
  const runs: TextRun[] = [];
  for (const m of src.matchAll(/<<((?:(?!>>)[\s\S])*)>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = src.indexOf("endstream", start);
    if (end < 0) continue;
    let body = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(m[1]!)) {
      try {
        body = inflateSync(body);
      } catch {
        continue; // not a stream we can read
      }
    }
    let font = "";
    for (const op of body.toString("latin1").matchAll(/\/([\w.-]+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)) {
      if (op[1]) {
        font = fonts.get(op[1]) ?? op[1];
        continue;
      }
      const text = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => winAnsi(Buffer.from(h[1]!, "hex"))).join("");
      runs.push({ font, text });
    }
  }
  return runs;
}

/** The text of each run, one per line. */
export function pdfText(pdf: Buffer): string {
  return pdfTextRuns(pdf)
    .map((r) => r.text)
    .join("\n");
}

/** Pages in the document (the page tree's count, checked against the page objects). */
export function pdfPageCount(pdf: Buffer): number {
  const src = pdf.toString("latin1");
  const declared = Number(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(src)?.[1]);
  const objects = src.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  if (declared !== objects) throw new Error(`page tree says ${declared} pages, found ${objects} page objects`);
  return objects;
}

/** Resource name (F1) → base font (Helvetica-Bold), from the pages' font dictionaries. */
function fontNames(src: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const dict of src.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
    for (const ref of dict[1]!.matchAll(/\/([\w.-]+)\s+(\d+) 0 R/g)) {
      const obj = new RegExp(`(?:^|\\s)${ref[2]} 0 obj\\s*<<[^>]*?/BaseFont /([\\w-]+)`).exec(src);
      if (obj) names.set(ref[1]!, obj[1]!);
    }
  }
  return names;
}

/** The built-in fonts' bytes are Windows-1252 (Node 20's TextDecoder reads that label as Latin-1). */
const CP1252_80_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function winAnsi(bytes: Buffer): string {
  let out = "";
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80] : String.fromCharCode(b);
  return out;
}
