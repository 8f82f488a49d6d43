import { describe, expect, it } from "vitest";
import { SITE } from "#core/site/settings.ts";
import { PRIVACY_POLICY } from "./privacy.ts";
import { LEGAL_CONTACT, LEGAL_UPDATED, wordCount, type LegalDocument } from "./shared.ts";
import { TERMS_OF_SERVICE } from "./terms.ts";

const text = (doc: LegalDocument) => [doc.summary, ...doc.sections.flatMap((s) => s.body.flat())].join(" ");

describe.each([
  ["privacy policy", PRIVACY_POLICY],
  ["terms of service", TERMS_OF_SERVICE],
])("%s", (_, doc) => {
  it("has unique, URL-safe section ids and non-empty clauses", () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of doc.sections) {
      expect(s.id).toMatch(/^[a-z][a-z-]*$/);
      expect(s.body.length).toBeGreaterThan(0);
      for (const block of s.body) {
        if (typeof block === "string") expect(block.trim()).not.toBe("");
        else expect(block.length).toBeGreaterThan(0);
      }
    }
  });

  it("is substantial and ends with our contact details", () => {
    expect(wordCount(doc)).toBeGreaterThan(700);
    const contact = doc.sections.at(-1)!;
    expect(contact.id).toBe("contact");
    const body = contact.body.flat().join(" ");
    expect(body).toContain(SITE.email);
    expect(body).toContain(SITE.phone);
    expect(body).toContain(LEGAL_CONTACT.address);
  });
});

describe("clauses the pages must contain", () => {
  it.each([
    "name, e-mail address, company, phone number",
    "property address, the requested closing date",
    "Guide downloads",
    "Gift card claims",
    "Argon2 hash",
    "account type",
    "two-step verification",
    "local storage",
    "IP address",
    "mail provider",
    "advertising",
    "chat",
    "How long we keep it",
  ])("privacy policy mentions %j", (phrase) => {
    const all = [text(PRIVACY_POLICY), ...PRIVACY_POLICY.sections.map((s) => s.heading)].join(" ");
    expect(all).toContain(phrase);
  });

  it.each([
    "laws of the State of Iowa",
    "Black Hawk County, Iowa",
    "estimates only",
    "not legal, tax or financial advice",
    "does not create an attorney-client relationship",
    "wiring instructions",
    "not liable for indirect",
  ])("terms of service mention %j", (phrase) => {
    expect(text(TERMS_OF_SERVICE)).toContain(phrase);
  });

  it("dates both pages February 1, 2025", () => {
    expect(LEGAL_UPDATED).toEqual({ iso: "2025-02-01", text: "February 1, 2025" });
  });
});
