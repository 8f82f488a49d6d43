import { WIRE_FRAUD_WARNING } from "../content/wire-fraud.ts";
import { describe, expect, test } from "vitest";
import { OFFICES, SITE } from "../site/settings.ts";
import { escapeHtml, greetingLine, isSafeHref, OFFICE_ADDRESS, renderEmail, type EmailContent } from "./email-layout.ts";

const MAIN = OFFICES.find((o) => o.isMain)!;

describe("greetingLine", () => {
  test.each([
    ["Jane Smith", "Hi Jane,"],
    ["  Mary Ann  Smith ", "Hi Mary,"],
    ["", "Hello,"],
    ["   ", "Hello,"],
    [null, "Hello,"],
    [undefined, "Hello,"],
  ])("%j greets %j", (name, line) => {
    expect(greetingLine(name)).toBe(line);
  });
});

describe("escapeHtml", () => {
  test.each([
    [`<script>alert("x")</script>`, "&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;"],
    ["Tom & Jerry's", "Tom &#38; Jerry&#39;s"],
    ["&amp;", "&#38;amp;"],
    ["plain", "plain"],
  ])("%j → %j", (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped);
  });
});

test.each([
  ["https://example.com/x", true],
  ["http://localhost:3000/verify?token=a&type=b", true],
  ["mailto:hello@example.com", true],
  ["tel:+13195550142", true],
  ["javascript:alert(1)", false],
  ["data:text/html,<b>x</b>", false],
  ["//evil.example", false],
])("isSafeHref(%j) is %j", (url, safe) => {
  expect(isSafeHref(url)).toBe(safe);
});

describe("renderEmail", () => {
  const base: EmailContent = { subject: "Your closing", greeting: "Jane Smith", blocks: ["A paragraph."] };

  test.each([
    { name: "a known name", greeting: "Jane Smith", text: /^Hi Jane,\n\n/, html: "<p style=\"[^\"]*\">Hi Jane,</p>" },
    { name: "no name", greeting: null, text: /^Hello,\n\n/, html: "<p style=\"[^\"]*\">Hello,</p>" },
    { name: "a blank name", greeting: " ", text: /^Hello,\n\n/, html: "<p style=\"[^\"]*\">Hello,</p>" },
    { name: "no greeting", greeting: false as const, text: /^A paragraph\./, html: null },
  ])("greeting with $name", ({ greeting, text, html }) => {
    const mail = renderEmail({ ...base, greeting });
    expect(mail.text).toMatch(text);
    if (html) expect(mail.html).toMatch(new RegExp(html));
    else expect(mail.html).not.toMatch(/Hi |Hello,/);
  });

  test("every value is escaped in the HTML and left as written in the text", () => {
    const evil = `<img src=x onerror="alert(1)"> & 'quotes'`;
    const mail = renderEmail({
      subject: `Re: ${evil}`,
      greeting: `<b>Eve</b> Smith`,
      blocks: [evil, { list: [evil] }, { fields: [[evil, evil]] }, { heading: evil }, { note: evil }, { pre: evil }, { code: { label: evil, code: "123456" } }],
      signOff: [evil],
      footnote: evil,
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>Eve");
    expect(mail.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#39;quotes&#39;");
    expect(mail.html).toContain("<title>Re: &#60;img");
    expect(mail.text).toContain(evil);
    expect(mail.text).toMatch(/^Hi <b>Eve<\/b>,/);
    expect(mail.subject).toBe(`Re: ${evil}`);
  });

  test("a button is a link in HTML and 'label: url' in the text; an unsafe address is never a link", () => {
    const mail = renderEmail({ ...base, blocks: [{ button: { label: "Open the file", url: "https://x.example/a?b=1&c=2" } }] });
    expect(mail.html).toContain(`<a href="https://x.example/a?b=1&#38;c=2"`);
    expect(mail.html).toContain(">Open the file</a>");
    expect(mail.text).toContain("Open the file: https://x.example/a?b=1&c=2");

    const bad = renderEmail({ ...base, blocks: [{ button: { label: "Click", url: "javascript:alert(1)" } }] });
    expect(bad.html).not.toContain('href="javascript');
    expect(bad.html).toContain("Click: javascript:alert(1)");
  });

  test("web addresses in paragraphs and written text become links; the full stop after one stays outside", () => {
    const mail = renderEmail({ ...base, blocks: ["See https://x.example/status/abc.", { pre: "Hi,\nline two\n\nhttps://y.example/z" }] });
    expect(mail.html).toContain(`<a href="https://x.example/status/abc" style=`);
    expect(mail.html).toContain(`>https://x.example/status/abc</a>.`);
    expect(mail.html).toContain("Hi,<br>line two</p>");
    expect(mail.html).toContain(`<a href="https://y.example/z"`);
    expect(mail.text).toContain("Hi,\nline two\n\nhttps://y.example/z");
  });

  test("lists, fields and codes read the same in both parts", () => {
    const mail = renderEmail({
      ...base,
      blocks: [{ list: ["One", "Two"] }, { fields: [["Phone", "(319) 555-0142"]] }, { code: { label: "Your code", code: "123456" } }],
    });
    expect(mail.text).toContain("- One\n- Two");
    expect(mail.text).toContain("Phone: (319) 555-0142");
    expect(mail.text).toContain("Your code: 123456");
    expect(mail.html).toMatch(/<li[^>]*>One<\/li><li[^>]*>Two<\/li>/);
    expect(mail.html).toContain(">123456</strong>");
  });

  test("the mark, the office's address and number, and the wire-fraud sentence are on every message", () => {
    const mail = renderEmail(base);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(SITE.brand);
      expect(part).toContain(`${MAIN.address}, ${MAIN.city}, IA ${MAIN.zip}`);
      expect(part).toContain(SITE.phone);
    }
    expect(OFFICE_ADDRESS).toBe(`${MAIN.address}, ${MAIN.city}, IA ${MAIN.zip}`);
    expect(mail.text).toContain(WIRE_FRAUD_WARNING);
    expect(mail.html).toContain(escapeHtml(WIRE_FRAUD_WARNING));
    expect(mail.html).toContain(`href="${SITE.phoneHref}"`);
    // One self-contained document, inline styles only: nothing a mail client strips or blocks.
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).not.toMatch(/<style|<script|<img|<svg|<link/i);
  });

  test("staff's own notifications can leave the wire-fraud sentence out", () => {
    const mail = renderEmail({ ...base, wireFraud: false });
    expect(mail.text).not.toContain(WIRE_FRAUD_WARNING);
    expect(mail.html).not.toContain("wire fraud");
  });

  test("the sign-off and the footnote follow the content", () => {
    const mail = renderEmail({ ...base, signOff: ["Thank you,", "Dana Reyes"], footnote: "You get these e-mails because you are on this file." });
    expect(mail.text).toMatch(/A paragraph\.\n\nThank you,\nDana Reyes\n\n--\n/);
    expect(mail.text.trimEnd().endsWith("You get these e-mails because you are on this file.")).toBe(true);
    expect(mail.html).toContain("Thank you,<br>Dana Reyes");
  });
});
