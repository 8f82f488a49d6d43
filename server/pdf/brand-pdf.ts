/**
 * What every PDF we produce shares: US Letter pages, the brand's colours, the navy header band
 * and a document that collects itself into bytes. The guide PDFs (server/pdf/guide-pdf.ts) and
 * the calculator sheets (server/api/calculators) draw on it. Built-in Helvetica only, so the
 * output needs no font files and stays small.
 */
import { SITE, SITE_ORIGIN, siteOriginFrom } from "#core/site/settings.ts";

export const BRAND = {
  navy: "#132541",
  navyDark: "#0b1729",
  gold: "#e3ac3b",
  cream: "#faf6ee",
  text: "#1f2a3a",
  muted: "#4a5568",
  rule: "#c9d2de",
} as const;

/** US Letter, in points. */
export const PAGE = { width: 612, height: 792 } as const;
/** Height of the header band (the gold line sits under it). */
export const BAND_HEIGHT = 56;

export type Doc = PDFKit.PDFDocument;

// Build scripts get the site's address baked in (core/site/settings.ts); the running server
// learns its own from configuration (server/app.ts), so PDFs made at run time name the real site.
let origin = SITE_ORIGIN;
export function usePublicOrigin(publicUrl: string | undefined): void {
  origin = publicUrl ? siteOriginFrom(publicUrl) : SITE_ORIGIN;
}

export const siteHost = () => origin.replace(/^https?:\/\//, "");
/** "(319) 555-0142 · hello@… · www.…" */
export const contactLine = () => `${SITE.phone} · ${SITE.email} · ${siteHost()}`;

export interface BrandedDocumentOptions {
  title: string;
  subject: string;
  /** Creation date recorded in the file. */
  date: Date;
  margins: { top: number; bottom: number; left: number; right: number };
  /** false writes uncompressed content streams. */
  compress?: boolean;
  /** Keep pages open for a last pass (headers, page numbers). */
  bufferPages?: boolean;
}

/** A new branded document and the bytes it will have once `doc.end()` is called. */
export async function createBrandedDocument(opts: BrandedDocumentOptions): Promise<{ doc: Doc; bytes: Promise<Buffer> }> {
  // Loaded with the first PDF, not at start: pdfkit is ~28 MiB resident that most servers need
  // rarely (docs/decisions/022-compiled-server.md).
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "LETTER",
    margins: opts.margins,
    bufferPages: opts.bufferPages ?? false,
    compress: opts.compress ?? true,
    info: {
      Title: opts.title,
      Subject: opts.subject,
      Author: SITE.brand,
      Creator: SITE.brand,
      Producer: SITE.brand,
      CreationDate: opts.date,
      ModDate: opts.date,
    },
    lang: "en-US",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

/** The navy band across the top of a page: the brand on the left, `label` on the right. */
export function drawHeaderBand(doc: Doc, label: string, marginX: number) {
  const width = PAGE.width - 2 * marginX;
  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(BRAND.navyDark);
  doc.rect(0, BAND_HEIGHT, PAGE.width, 3).fill(BRAND.gold);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(13).text(SITE.brand, marginX, 21, { lineBreak: false });
  doc.fillColor(BRAND.cream).font("Helvetica").fontSize(9.5).text(label, marginX, 23, {
    width,
    align: "right",
    lineBreak: false,
  });
}

/**
 * The footer of a page: a rule, our contact line, `right` (e.g. "Page 1 of 2") and a small `note`.
 * It sits below the bottom margin, which is lifted while it is drawn so no page break follows.
 */
export function drawFooter(doc: Doc, marginX: number, right: string, note: string) {
  const width = PAGE.width - 2 * marginX;
  const savedBottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = PAGE.height - 62;
  doc.moveTo(marginX, y).lineTo(PAGE.width - marginX, y).lineWidth(0.5).strokeColor(BRAND.rule).stroke();
  doc.fillColor(BRAND.muted).font("Helvetica").fontSize(8.5);
  doc.text(contactLine(), marginX, y + 8, { width: width * 0.75, lineBreak: false });
  if (right) doc.text(right, marginX, y + 8, { width, align: "right", lineBreak: false });
  doc.fontSize(7.5).text(note, marginX, y + 22, { width, lineBreak: false });
  doc.page.margins.bottom = savedBottom;
}

/**
 * Characters the built-in fonts can print (Windows-1252). Anything else, such as text a person
 * typed in another script, would come out as garbage, so it becomes "?"; control characters go.
 */
export function printableText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    out += code <= 0xff || WIN_ANSI_EXTRAS.has(ch) ? ch : "?";
  }
  return out;
}

const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
