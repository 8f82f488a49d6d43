import { describe, expect, it } from "vitest";
import { checklistCsv, checklistMarkdown, csvField, placeholdersOf } from "./bundle-text.ts";
import { CHECKLISTS } from "./checklists.ts";
import { CD_RECEIPT_BY_CLOSING_DAY } from "./closing-disclosure-timing.ts";
import { EMAIL_TEMPLATES, PLACEHOLDER_HELP } from "./email-templates.ts";
import { GENERATED_RESOURCES } from "./index.ts";

const guides = GENERATED_RESOURCES.flatMap((r) => (r.kind === "pdf" ? [r.guide] : []));
const bundles = GENERATED_RESOURCES.flatMap((r) => (r.kind === "zip" ? [r] : []));

describe("the generated resource documents", () => {
  it("are the 8 documents of the seed, each at its own storage path", () => {
    expect(GENERATED_RESOURCES.map((r) => r.storagePath).sort()).toEqual(
      ["branded-templates.zip", "checklists.zip", "email-templates.zip", "fsbo-package.pdf", "inspection-faqs.pdf", "insurance-guide.pdf", "moving-guide.pdf", "post-closing-checklist.pdf"].map((f) => `resources/${f}`),
    );
  });

  it.each(guides.map((g) => [g.slug, g] as const))("%s is a real guide with a disclaimer", (_slug, guide) => {
    expect(guide.sections.length).toBeGreaterThanOrEqual(5);
    expect(guide.disclaimer).toMatch(/not legal/);
    const text = JSON.stringify(guide);
    expect(text.length).toBeGreaterThan(5000);
    expect(text).not.toMatch(/lorem|ipsum|TODO|\{\{/i);
  });

  it.each(bundles.map((b) => [b.storagePath, b] as const))("%s holds several editable files with unique paths", (_path, bundle) => {
    const files = bundle.files();
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
    expect(files.map((f) => f.path)).toContain("README.md");
    for (const f of files) {
      expect(f.path).toMatch(/^[A-Za-z0-9][A-Za-z0-9/._-]*\.(md|txt|csv|html|svg)$/);
      expect(f.text.length, f.path).toBeGreaterThan(500);
      expect(f.text, f.path).not.toMatch(/lorem|ipsum|TODO|undefined|\[object Object\]/i);
    }
  });
});

describe("checklists", () => {
  it("cover the Iowa closing items a buyer, seller and lender need", () => {
    const text = JSON.stringify(CHECKLISTS);
    for (const phrase of ["Abstract continuation", "title opinion", "Iowa Title Guaranty", "Groundwater hazard statement", "Declaration of value", "transfer tax", "$0.80 per $500", "radon", "§455B.172", "Closing Disclosure", "homestead tax credit", "wire instructions"]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it.each(CHECKLISTS.map((c) => [c.slug, c] as const))("%s: every item is a tick box in Markdown and a row in CSV", (_slug, list) => {
    const items = list.sections.flatMap((s) => s.items);
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(checklistMarkdown(list, "footer").match(/^- \[ \] /gm)).toHaveLength(items.length);
    const rows = checklistCsv(list).trimEnd().split("\r\n");
    expect(rows).toHaveLength(items.length + 1);
    expect(rows[0]).toBe("Section,Task,Who,When,Done (date),Notes");
  });

  it.each([
    ["plain", "plain"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
  ])("csvField(%j) → %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe("Closing Disclosure timing table", () => {
  const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  /** Weekday that is three TRID business days (every day but Sunday) before `closing`, counting back. */
  function receiveBy(closing: number): number {
    let day = closing;
    for (let counted = 0; counted < 3; ) {
      day = (day + 6) % 7;
      if (day !== 0) counted++;
    }
    return day;
  }

  it.each(CD_RECEIPT_BY_CLOSING_DAY.map((r) => [r.closing, r.receiveBy] as const))("closing %s → received by %s", (closing, text) => {
    expect(text).toContain(DAYS[receiveBy(DAYS.indexOf(closing))]!);
  });
});

describe("email templates", () => {
  it("include the stages lenders and agents send", () => {
    const subjects = EMAIL_TEMPLATES.map((e) => e.slug);
    for (const s of ["clear-to-close", "closing-day-reminder", "wire-fraud-warning", "post-closing-thank-you", "closing-disclosure-sent"]) {
      expect(subjects.some((x) => x.endsWith(s)), s).toBe(true);
    }
  });

  it("explain every placeholder they use", () => {
    const used = EMAIL_TEMPLATES.flatMap((e) => placeholdersOf(`${e.subject}\n${e.body}`));
    for (const p of used) expect(PLACEHOLDER_HELP[p], p).toBeTruthy();
  });

  it("tell the client to confirm wiring instructions by phone wherever money moves", () => {
    for (const e of EMAIL_TEMPLATES.filter((t) => /wire|funds/i.test(t.body))) {
      expect(e.body, e.slug).toMatch(/never (send or )?change (its |wiring )?(wiring )?instructions/i);
    }
  });
});
