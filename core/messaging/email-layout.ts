/**
 * The one layout every e-mail the product sends is rendered from (issue 29): a subject, an
 * optional greeting by first name, blocks of content, and the company's footer (the wordmark, the
 * main office's address and number, the wire-fraud sentence). It returns the plain text and the
 * HTML of the same message; the outbox sends both (multipart/alternative).
 *
 * The HTML is what mail clients render: tables and inline styles only (no <style>, no scripts,
 * no images: many clients block images and drop SVG, so the mark is a styled wordmark), every
 * value escaped, links only to http(s), mailto: and tel: addresses.
 */
import { WIRE_FRAUD_WARNING } from "../content/wire-fraud.ts";
import { firstName } from "../domain/email-templates.ts";
import { OFFICES, SITE } from "../site/settings.ts";

const MAIN_OFFICE = OFFICES.find((o) => o.isMain) ?? OFFICES[0]!;

/** The office line of every footer: "315 Main Street, Suite 200, Cedar Falls, IA 50613". */
export const OFFICE_ADDRESS = `${MAIN_OFFICE.address}, ${MAIN_OFFICE.city}, ${MAIN_OFFICE.state} ${MAIN_OFFICE.zip}`;

/** A part of the message. A bare string is a paragraph. */
export type EmailBlock =
  | string
  /** A paragraph. */
  | { p: string }
  /** A short heading above what follows. */
  | { heading: string }
  /** A bulleted list. */
  | { list: readonly string[] }
  /** Labelled values, one per line ("Phone: (319) 555-0142"). */
  | { fields: readonly (readonly [label: string, value: string])[] }
  /** The message's main action: a button in HTML, "Label: url" in text. */
  | { button: { label: string; url: string } }
  /** A code to type in, set large. */
  | { code: { label: string; code: string } }
  /** Smaller, muted words (why they got this, what to ignore). */
  | { note: string }
  /** Text as a person wrote it: paragraphs at blank lines, line breaks kept, web addresses linked. */
  | { pre: string };

export interface EmailContent {
  subject: string;
  /**
   * The person's name when known ("Jane Smith" greets "Hi Jane,"); null, undefined or blank greets
   * "Hello,"; false: no greeting (the text brings its own, as a client e-mail an agent wrote).
   */
  greeting?: string | null | false;
  blocks: readonly EmailBlock[];
  /** Lines after the content: "Thank you,", the sender's name. */
  signOff?: readonly string[];
  /** A last word under the footer: why the person gets these e-mails. */
  footnote?: string;
  /** The wire-fraud sentence (default true; staff's own notifications leave it out). */
  wireFraud?: boolean;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** "Hi Jane," for a known name, "Hello," otherwise. */
export function greetingLine(name: string | null | undefined): string {
  const first = name ? firstName(name) : "";
  return first ? `Hi ${first},` : "Hello,";
}

/** Text made safe for HTML content and attribute values: & < > " ' as numeric references ("&#38;"). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Only web, mail and phone addresses become links; anything else (javascript:, data:) stays text. */
export function isSafeHref(url: string): boolean {
  return /^(https?:\/\/|mailto:|tel:)/i.test(url.trim());
}

const COLORS = {
  page: "#faf6ee",
  card: "#ffffff",
  border: "#f2ebdc",
  text: "#132541",
  muted: "#36527c",
  band: "#132541",
  bandText: "#faf6ee",
  bandMuted: "#c9d5e6",
  gold: "#e3ac3b",
  button: "#132541",
  buttonText: "#ffffff",
  notice: "#faefd2",
  noticeText: "#633f18",
} as const;

const FONT = "Arial, Helvetica, sans-serif";
const P = `margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text}`;

/** Escaped text with its web addresses as links (a trailing full stop or comma stays outside the link). */
function linked(text: string): string {
  const out: string[] = [];
  let last = 0;
  for (const m of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = m[0].replace(/[.,;:!?)]+$/, "");
    out.push(escapeHtml(text.slice(last, m.index)));
    out.push(`<a href="${escapeHtml(url)}" style="color:${COLORS.muted};text-decoration:underline">${escapeHtml(url)}</a>`);
    last = m.index + url.length;
  }
  out.push(escapeHtml(text.slice(last)));
  return out.join("");
}

/** Escaped and linked, its line breaks kept. */
function lines(text: string): string {
  return linked(text).replace(/\n/g, "<br>");
}

/** Paragraphs at blank lines; single line breaks kept. */
function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ""))
    .filter((p) => p.trim() !== "");
}

function blockText(block: EmailBlock): string {
  if (typeof block === "string") return block;
  if ("p" in block) return block.p;
  if ("heading" in block) return block.heading;
  if ("list" in block) return block.list.map((item) => `- ${item}`).join("\n");
  if ("fields" in block) return block.fields.map(([label, value]) => `${label}: ${value}`).join("\n");
  if ("button" in block) return `${block.button.label}: ${block.button.url}`;
  if ("code" in block) return `${block.code.label}: ${block.code.code}`;
  if ("note" in block) return block.note;
  return paragraphs(block.pre).join("\n\n");
}

function blockHtml(block: EmailBlock): string {
  if (typeof block === "string") return `<p style="${P}">${lines(block)}</p>`;
  if ("p" in block) return `<p style="${P}">${lines(block.p)}</p>`;
  if ("heading" in block) {
    return `<h2 style="margin:24px 0 8px 0;font-family:${FONT};font-size:18px;line-height:24px;color:${COLORS.text}">${escapeHtml(block.heading)}</h2>`;
  }
  if ("list" in block) {
    const items = block.list.map((item) => `<li style="margin:0 0 8px 0">${linked(item)}</li>`).join("");
    return `<ul style="margin:0 0 16px 0;padding:0 0 0 24px;font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text}">${items}</ul>`;
  }
  if ("fields" in block) {
    const rows = block.fields
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;vertical-align:top;font-family:${FONT};font-size:15px;line-height:22px;color:${COLORS.muted};white-space:nowrap">${escapeHtml(label)}</td>` +
          `<td style="padding:4px 0;vertical-align:top;font-family:${FONT};font-size:15px;line-height:22px;color:${COLORS.text}">${lines(value)}</td></tr>`,
      )
      .join("");
    return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;border-collapse:collapse">${rows}</table>`;
  }
  if ("button" in block) {
    const { label, url } = block.button;
    if (!isSafeHref(url)) return `<p style="${P}">${escapeHtml(`${label}: ${url}`)}</p>`;
    return (
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0"><tr>` +
      `<td style="background-color:${COLORS.button};border-radius:6px">` +
      `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:bold;line-height:24px;color:${COLORS.buttonText};text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px 0;font-family:${FONT};font-size:13px;line-height:20px;color:${COLORS.muted};word-break:break-all">If the button does not work, copy this address into your browser: ${escapeHtml(url)}</p>`
    );
  }
  if ("code" in block) {
    return (
      `<p style="${P}">${escapeHtml(block.code.label)}:<br>` +
      `<strong style="display:inline-block;margin-top:4px;font-family:${FONT};font-size:24px;line-height:32px;letter-spacing:4px;color:${COLORS.text}">${escapeHtml(block.code.code)}</strong></p>`
    );
  }
  if ("note" in block) return `<p style="margin:0 0 16px 0;font-family:${FONT};font-size:14px;line-height:21px;color:${COLORS.muted}">${linked(block.note)}</p>`;
  return paragraphs(block.pre)
    .map((p) => `<p style="${P}">${lines(p)}</p>`)
    .join("");
}

function footerLines(): string[] {
  return [SITE.brand, OFFICE_ADDRESS, `${SITE.phone} · ${SITE.email}`];
}

/** The message as plain text and as HTML, from the same content. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const wireFraud = content.wireFraud ?? true;
  const greeting = content.greeting === false ? null : greetingLine(content.greeting);

  const text = [
    ...(greeting ? [greeting] : []),
    ...content.blocks.map(blockText),
    ...(content.signOff?.length ? [content.signOff.join("\n")] : []),
    [
      "--",
      ...(wireFraud ? [`Protect yourself from wire fraud. ${WIRE_FRAUD_WARNING}`, ""] : []),
      ...footerLines(),
      ...(content.footnote ? ["", content.footnote] : []),
    ].join("\n"),
  ].join("\n\n");

  const body = [
    ...(greeting ? [`<p style="${P}">${escapeHtml(greeting)}</p>`] : []),
    ...content.blocks.map(blockHtml),
    ...(content.signOff?.length ? [`<p style="${P}">${content.signOff.map(escapeHtml).join("<br>")}</p>`] : []),
  ].join("\n");

  const notice = wireFraud
    ? `<tr><td style="padding:0 24px 24px 24px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>` +
      `<td style="background-color:${COLORS.notice};border-left:4px solid ${COLORS.gold};padding:12px 16px;font-family:${FONT};font-size:14px;line-height:21px;color:${COLORS.noticeText}">` +
      `<strong>Protect yourself from wire fraud.</strong> ${escapeHtml(WIRE_FRAUD_WARNING)}</td></tr></table></td></tr>`
    : "";
  const phoneHref = SITE.phoneHref;
  const footer =
    `<tr><td style="padding:16px 24px 24px 24px;border-top:1px solid ${COLORS.border};font-family:${FONT};font-size:13px;line-height:20px;color:${COLORS.muted}">` +
    `<strong style="color:${COLORS.text}">${escapeHtml(SITE.brand)}</strong><br>` +
    `${escapeHtml(OFFICE_ADDRESS)}<br>` +
    `<a href="${escapeHtml(phoneHref)}" style="color:${COLORS.muted}">${escapeHtml(SITE.phone)}</a> · ` +
    `<a href="mailto:${escapeHtml(SITE.email)}" style="color:${COLORS.muted}">${escapeHtml(SITE.email)}</a>` +
    (content.footnote ? `<br><br>${linked(content.footnote)}` : "") +
    `</td></tr>`;

  const html = [
    `<!doctype html>`,
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${COLORS.page}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.page}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:${COLORS.card};border:1px solid ${COLORS.border};border-radius:8px">`,
    `<tr><td style="background-color:${COLORS.band};border-bottom:4px solid ${COLORS.gold};border-radius:8px 8px 0 0;padding:20px 24px">` +
      `<div style="font-family:Georgia, 'Times New Roman', serif;font-size:22px;font-weight:bold;line-height:28px;color:${COLORS.bandText}">${escapeHtml(SITE.brand)}</div>` +
      `<div style="font-family:${FONT};font-size:13px;line-height:20px;color:${COLORS.bandMuted}">${escapeHtml(SITE.tagline)}</div></td></tr>`,
    `<tr><td style="padding:24px 24px 8px 24px">`,
    body,
    `</td></tr>`,
    notice,
    footer,
    `</table>`,
    `</td></tr></table>`,
    `</body></html>`,
  ].join("\n");

  return { subject: content.subject, text, html };
}
