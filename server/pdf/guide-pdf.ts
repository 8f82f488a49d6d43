/**
 * Typesets a guide (core/content/guides) into a PDF with pdfkit: branded header, page numbers,
 * the date, contact details and the disclaimer on every page. The brand's colours, header band and
 * document set-up are shared with the calculator sheets (server/pdf/brand-pdf.ts).
 */
import { WIRE_FRAUD_WARNING } from "#core/content/wire-fraud.ts";
import type { Guide, GuideSection, GuideTable } from "#core/content/guides/index.ts";
import { SITE } from "#core/site/settings.ts";
import { BRAND, PAGE, createBrandedDocument, drawFooter, drawHeaderBand, siteHost, type Doc } from "./brand-pdf.ts";

const { navy: NAVY, gold: GOLD, cream: CREAM, text: TEXT, muted: MUTED } = BRAND;

const MARGIN = { top: 92, bottom: 84, left: 60, right: 60 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

export interface RenderOptions {
  /** Date printed on the cover and in each footer. */
  date?: Date;
  /** false writes uncompressed content streams (tests read the text). */
  compress?: boolean;
}

export function formatGuideDate(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The guide as PDF bytes. */
export async function renderGuidePdf(guide: Guide, opts: RenderOptions = {}): Promise<Buffer> {
  const date = opts.date ?? new Date();
  const { doc, bytes } = await createBrandedDocument({
    title: guide.title,
    subject: guide.subtitle,
    date,
    margins: MARGIN,
    compress: opts.compress,
    bufferPages: true,
  });

  cover(doc, guide, date);
  for (const section of guide.sections) renderSection(doc, section);
  closing(doc, guide, date);
  decoratePages(doc, guide, date);
  doc.end();
  return bytes;
}

const bottom = (doc: Doc) => doc.page.height - MARGIN.bottom;

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function cover(doc: Doc, guide: Guide, date: Date) {
  doc.fillColor(GOLD).font("Helvetica-Bold").fontSize(10).text(guide.kicker ?? "FREE GUIDE FROM " + SITE.brand.toUpperCase(), {
    characterSpacing: 1,
  });
  doc.moveDown(0.6);
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(26).text(guide.title, { lineGap: 2 });
  doc.moveDown(0.3);
  doc.fillColor(MUTED).font("Helvetica").fontSize(14).text(guide.subtitle);
  doc.moveDown(0.8);
  doc.moveTo(MARGIN.left, doc.y).lineTo(MARGIN.left + 72, doc.y).lineWidth(3).strokeColor(GOLD).stroke();
  doc.moveDown(0.8);
  doc.fillColor(TEXT).font("Helvetica").fontSize(12).text(guide.intro, { lineGap: 3 });
  doc.moveDown(0.8);

  const boxTop = doc.y;
  const lines = [
    `Updated ${formatGuideDate(date)}`,
    `Questions? Call ${SITE.phone} or e-mail ${SITE.email}`,
    `${SITE.structuredAddress.streetAddress}, ${SITE.structuredAddress.addressLocality}, ${SITE.structuredAddress.addressRegion} ${SITE.structuredAddress.postalCode} · ${siteHost()}`,
  ];
  doc.font("Helvetica").fontSize(10);
  const h = lines.reduce((sum, l) => sum + doc.heightOfString(l, { width: CONTENT_WIDTH - 28 }) + 4, 16);
  doc.rect(MARGIN.left, boxTop, CONTENT_WIDTH, h).fill(CREAM);
  doc.rect(MARGIN.left, boxTop, 4, h).fill(GOLD);
  doc.fillColor(NAVY);
  let y = boxTop + 9;
  for (const line of lines) {
    doc.text(line, MARGIN.left + 16, y, { width: CONTENT_WIDTH - 28 });
    y = doc.y + 4;
  }
  doc.x = MARGIN.left;
  doc.y = boxTop + h + 18;
}

function heading(doc: Doc, text: string) {
  ensureSpace(doc, 70);
  doc.moveDown(0.6);
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(15).text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.35);
}

function paragraph(doc: Doc, text: string) {
  doc.font("Helvetica").fontSize(11);
  ensureSpace(doc, Math.min(doc.heightOfString(text, { width: CONTENT_WIDTH, lineGap: 2 }), 40));
  doc.fillColor(TEXT).text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.moveDown(0.5);
}

function bullets(doc: Doc, items: string[]) {
  doc.font("Helvetica").fontSize(11);
  for (const item of items) {
    const h = doc.heightOfString(item, { width: CONTENT_WIDTH - 16, lineGap: 2 });
    ensureSpace(doc, Math.min(h, 40));
    const y = doc.y;
    doc.fillColor(GOLD).text("•", MARGIN.left + 2, y);
    doc.fillColor(TEXT).text(item, MARGIN.left + 16, y, { width: CONTENT_WIDTH - 16, lineGap: 2 });
    doc.moveDown(0.3);
  }
  doc.x = MARGIN.left;
  doc.moveDown(0.2);
}

function steps(doc: Doc, items: { title: string; text: string }[]) {
  items.forEach((step, i) => {
    doc.font("Helvetica").fontSize(11);
    const h = doc.heightOfString(step.text, { width: CONTENT_WIDTH - 30, lineGap: 2 }) + 16;
    ensureSpace(doc, Math.min(h, 60));
    const y = doc.y;
    doc.circle(MARGIN.left + 10, y + 7, 10).fill(NAVY);
    doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(10).text(String(i + 1), MARGIN.left, y + 2, {
      width: 20,
      align: "center",
    });
    doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(11.5).text(step.title, MARGIN.left + 30, y, { width: CONTENT_WIDTH - 30 });
    doc.fillColor(TEXT).font("Helvetica").fontSize(11).text(step.text, MARGIN.left + 30, doc.y + 1, {
      width: CONTENT_WIDTH - 30,
      lineGap: 2,
    });
    doc.moveDown(0.6);
  });
  doc.x = MARGIN.left;
}

function table(doc: Doc, t: GuideTable) {
  const widths = t.columns.length === 2 ? [CONTENT_WIDTH * 0.32, CONTENT_WIDTH * 0.68] : t.columns.map(() => CONTENT_WIDTH / t.columns.length);
  const pad = 6;
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(10);
    return Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 2 * pad, lineGap: 1 }))) + 2 * pad;
  };
  const drawRow = (cells: string[], header: boolean, shade: boolean) => {
    const font = header ? "Helvetica-Bold" : "Helvetica";
    const h = rowHeight(cells, font);
    ensureSpace(doc, h);
    const y = doc.y;
    if (header) doc.rect(MARGIN.left, y, CONTENT_WIDTH, h).fill(NAVY);
    else if (shade) doc.rect(MARGIN.left, y, CONTENT_WIDTH, h).fill(CREAM);
    let x = MARGIN.left;
    cells.forEach((cell, i) => {
      doc.fillColor(header ? "#ffffff" : i === 0 ? NAVY : TEXT).font(i === 0 && !header ? "Helvetica-Bold" : font).fontSize(10);
      doc.text(cell, x + pad, y + pad, { width: widths[i]! - 2 * pad, lineGap: 1 });
      x += widths[i]!;
    });
    doc.y = y + h;
  };
  ensureSpace(doc, 60);
  drawRow(t.columns, true, false);
  t.rows.forEach((row, i) => drawRow(row, false, i % 2 === 1));
  doc.x = MARGIN.left;
  doc.moveDown(0.8);
}

function note(doc: Doc, n: { title: string; text: string }) {
  const inner = CONTENT_WIDTH - 32;
  doc.font("Helvetica").fontSize(10.5);
  const h = doc.heightOfString(n.text, { width: inner, lineGap: 2 }) + 40;
  ensureSpace(doc, h);
  const y = doc.y;
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, h).fill(CREAM);
  doc.rect(MARGIN.left, y, 4, h).fill(GOLD);
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(11).text(n.title, MARGIN.left + 18, y + 12, { width: inner });
  doc.fillColor(TEXT).font("Helvetica").fontSize(10.5).text(n.text, MARGIN.left + 18, doc.y + 3, { width: inner, lineGap: 2 });
  doc.x = MARGIN.left;
  doc.y = y + h + 10;
}

function renderSection(doc: Doc, s: GuideSection) {
  heading(doc, s.heading);
  for (const p of s.paragraphs ?? []) paragraph(doc, p);
  if (s.steps) steps(doc, s.steps);
  if (s.bullets) bullets(doc, s.bullets);
  if (s.table) table(doc, s.table);
  if (s.note) note(doc, s.note);
}

function closing(doc: Doc, guide: Guide, date: Date) {
  heading(doc, "Important information");
  doc.font("Helvetica").fontSize(9.5);
  doc.fillColor(MUTED).text(guide.disclaimer, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.moveDown(0.6);
  doc.text(
    `© ${date.getUTCFullYear()} ${SITE.legalName}. Licensed and insured in Iowa. ${WIRE_FRAUD_WARNING}`,
    { width: CONTENT_WIDTH, lineGap: 2 },
  );
}

/** Header band and footer (contact, page x of n, date, short disclaimer) on every page. */
function decoratePages(doc: Doc, guide: Guide, date: Date) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    drawHeaderBand(doc, guide.title, MARGIN.left);
    drawFooter(
      doc,
      MARGIN.left,
      `Page ${i - range.start + 1} of ${range.count}`,
      `Updated ${formatGuideDate(date)}. General information, not legal or tax advice.`,
    );
  }
}
