/**
 * Draws a calculator's result as a one-page sheet: brand band, title, the date prepared and the
 * property, the figures the person entered, every line of the estimate with the total in bold,
 * the fee schedule's date and the disclaimers. What goes on it is decided by the sheet builders
 * (seller-net-sheet.ts, cash-only-sheet.ts); this file only lays it out.
 */
import { formatLongDate, type CalendarDate } from "#core/calculators/calendar-date.ts";
import type { SheetDetail, SheetLine } from "#core/calculators/sheet-lines.ts";
import { SITE } from "#core/site/settings.ts";
import { BRAND, PAGE, createBrandedDocument, drawFooter, drawHeaderBand, printableText, type Doc } from "#server/pdf/brand-pdf.ts";

export interface CalculatorSheet {
  title: string;
  /** One sentence under the title saying what the sheet is. */
  intro: string;
  preparedOn: CalendarDate;
  address?: string;
  detailsHeading: string;
  details: SheetDetail[];
  linesHeading: string;
  lines: SheetLine[];
  feesAsOf: CalendarDate;
  disclaimers: readonly string[];
}

const MARGIN = { top: 76, bottom: 70, left: 54, right: 54 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const AMOUNT_WIDTH = 150;
const PAD = 8;
const NOTE_SIZE = 8;
const RED = "#b42318";
const GREEN = "#146c2e";

export interface SheetRenderOptions {
  /** Creation date recorded in the file (defaults to now). */
  createdAt?: Date;
}

export async function renderCalculatorSheet(sheet: CalculatorSheet, opts: SheetRenderOptions = {}): Promise<Buffer> {
  const { doc, bytes } = await createBrandedDocument({
    title: sheet.title,
    subject: `${sheet.title} prepared ${formatLongDate(sheet.preparedOn)}`,
    date: opts.createdAt ?? new Date(),
    margins: MARGIN,
  });
  drawHeaderBand(doc, sheet.title, MARGIN.left);
  heading(doc, sheet);
  details(doc, sheet);
  lines(doc, sheet);
  notes(doc, sheet);
  drawFooter(doc, MARGIN.left, "", "An estimate for planning only, not a settlement statement and not legal or tax advice.");
  doc.end();
  return bytes;
}

function heading(doc: Doc, sheet: CalculatorSheet) {
  const top = MARGIN.top;
  doc.fillColor(BRAND.gold).font("Helvetica-Bold").fontSize(8.5).text(`ESTIMATE FROM ${SITE.brand.toUpperCase()}`, MARGIN.left, top, {
    width: WIDTH,
    characterSpacing: 1,
    lineBreak: false,
  });
  doc.fillColor(BRAND.text).font("Helvetica").fontSize(9.5).text(`Prepared ${formatLongDate(sheet.preparedOn)}`, MARGIN.left, top, {
    width: WIDTH,
    align: "right",
    lineBreak: false,
  });
  doc.fillColor(BRAND.navy).font("Helvetica-Bold").fontSize(21).text(sheet.title, MARGIN.left, top + 14, { width: WIDTH });
  doc.moveDown(0.15);
  doc.fillColor(BRAND.muted).font("Helvetica").fontSize(9.5).text(sheet.intro, { width: WIDTH });
  if (sheet.address) {
    doc.moveDown(0.35);
    doc.fillColor(BRAND.text).font("Helvetica-Bold").fontSize(10).text("Property: ", { continued: true, width: WIDTH });
    doc.font("Helvetica").text(printableText(sheet.address), { width: WIDTH });
  }
  doc.moveDown(0.6);
  doc.moveTo(MARGIN.left, doc.y).lineTo(MARGIN.left + 60, doc.y).lineWidth(2.5).strokeColor(BRAND.gold).stroke();
  doc.moveDown(0.8);
}

function sectionTitle(doc: Doc, text: string) {
  doc.fillColor(BRAND.navy).font("Helvetica-Bold").fontSize(12).text(text, MARGIN.left, doc.y, { width: WIDTH });
  doc.moveDown(0.25);
}

/** The figures entered, up to four to a row: a small label over its value. */
function details(doc: Doc, sheet: CalculatorSheet) {
  sectionTitle(doc, sheet.detailsHeading);
  const columns = sheet.details.length <= 4 ? sheet.details.length : 3;
  const cell = WIDTH / columns;
  const rowHeight = 27;
  const top = doc.y;
  const rows = Math.ceil(sheet.details.length / columns);
  doc.rect(MARGIN.left, top, WIDTH, rows * rowHeight + 6).fill(BRAND.cream);
  sheet.details.forEach((d, i) => {
    const x = MARGIN.left + (i % columns) * cell + PAD;
    const y = top + 5 + Math.floor(i / columns) * rowHeight;
    const width = cell - 2 * PAD;
    doc.fillColor(BRAND.muted).font("Helvetica").fontSize(8).text(d.label, x, y, { width, lineBreak: false, ellipsis: true });
    doc.fillColor(BRAND.text).font("Helvetica-Bold").fontSize(fitSize(doc, d.value, width, 10.5));
    doc.text(d.value, x, y + 10, { width, lineBreak: false });
  });
  doc.x = MARGIN.left;
  doc.y = top + rows * rowHeight + 6 + 12;
}

/** The largest size up to `max` at which a value fits its width (a value is never cut short). */
function fitSize(doc: Doc, text: string, width: number, max: number): number {
  let size = max;
  while (size > 6 && doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
  return size;
}

/** The estimate: one row per line, subtotals under a rule, the total bold in a band. */
function lines(doc: Doc, sheet: CalculatorSheet) {
  sectionTitle(doc, sheet.linesHeading);
  const labelWidth = WIDTH - AMOUNT_WIDTH - 2 * PAD;
  const top = doc.y;
  doc.rect(MARGIN.left, top, WIDTH, 18).fill(BRAND.navy);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(9.5);
  doc.text("Item", MARGIN.left + PAD, top + 5, { width: labelWidth, lineBreak: false });
  doc.text("Amount", MARGIN.left + WIDTH - AMOUNT_WIDTH - PAD, top + 5, { width: AMOUNT_WIDTH, align: "right", lineBreak: false });
  let y = top + 18;
  let shade = false;
  for (const line of sheet.lines) {
    // A credit prints as a plain line here; its minus sign already says it lowers the total.
    const kind = line.kind === "credit" || !line.kind ? "item" : line.kind;
    const size = kind === "total" ? 12 : 9.5;
    const font = kind === "item" ? "Helvetica" : "Helvetica-Bold";
    doc.font(font).fontSize(size);
    const labelHeight = Math.max(doc.heightOfString(line.label, { width: labelWidth }), size);
    const noteHeight = line.note ? doc.font("Helvetica").fontSize(NOTE_SIZE).heightOfString(line.note, { width: labelWidth }) + 1 : 0;
    const h = labelHeight + noteHeight + (kind === "total" ? 12 : 5.5);
    if (kind === "total") doc.rect(MARGIN.left, y, WIDTH, h).fill(BRAND.cream);
    else if (shade && kind === "item") doc.rect(MARGIN.left, y, WIDTH, h).fill("#f6f8fb");
    if (kind === "subtotal") {
      doc.moveTo(MARGIN.left, y).lineTo(MARGIN.left + WIDTH, y).lineWidth(0.75).strokeColor(BRAND.rule).stroke();
    }
    if (kind === "total") doc.rect(MARGIN.left, y, 4, h).fill(BRAND.gold);
    const x = MARGIN.left + PAD + (kind === "total" ? 4 : 0);
    const ty = y + (kind === "total" ? 6 : 3);
    doc.fillColor(kind === "item" ? BRAND.text : BRAND.navy).font(font).fontSize(size);
    doc.text(line.label, x, ty, { width: labelWidth });
    const amountColor = line.negative ? RED : kind === "total" ? GREEN : BRAND.text;
    doc.fillColor(amountColor).font(font).fontSize(fitSize(doc, line.amount, AMOUNT_WIDTH, size));
    doc.text(line.amount, MARGIN.left + WIDTH - AMOUNT_WIDTH - PAD, ty, { width: AMOUNT_WIDTH, align: "right", lineBreak: false });
    if (line.note) {
      doc.fillColor(BRAND.muted).font("Helvetica").fontSize(NOTE_SIZE).text(line.note, x, ty + labelHeight + 1, { width: labelWidth });
    }
    y += h;
    shade = kind === "item" ? !shade : false;
  }
  doc.x = MARGIN.left;
  doc.y = y + 8;
}

function notes(doc: Doc, sheet: CalculatorSheet) {
  doc.fillColor(BRAND.muted).font("Helvetica-Oblique").fontSize(8.5);
  doc.text(`Fees as of ${formatLongDate(sheet.feesAsOf)} (Iowa fee schedule and transfer tax).`, MARGIN.left, doc.y, {
    width: WIDTH,
  });
  doc.moveDown(0.5);
  doc.fillColor(BRAND.navy).font("Helvetica-Bold").fontSize(9.5).text("Please note", { width: WIDTH });
  doc.moveDown(0.15);
  doc.font("Helvetica").fontSize(8);
  for (const text of sheet.disclaimers) {
    const y = doc.y;
    doc.fillColor(BRAND.gold).text("•", MARGIN.left, y);
    doc.fillColor(BRAND.text).text(text, MARGIN.left + 10, y, { width: WIDTH - 10, lineGap: 0.5 });
    doc.moveDown(0.2);
  }
}
