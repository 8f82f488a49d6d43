import { describe, expect, it } from "vitest";
import { OFFICES } from "#core/site/settings.ts";
import { TEAM_MEMBERS, TEAM_ROLES, initials, phoneHref } from "./members.ts";

describe("team members", () => {
  it("has ten members with unique ids, names and e-mail addresses", () => {
    expect(TEAM_MEMBERS).toHaveLength(10);
    for (const key of ["id", "name", "email"] as const) {
      expect(new Set(TEAM_MEMBERS.map((m) => m[key])).size).toBe(10);
    }
  });

  it("uses every role, with exactly one General Manager", () => {
    for (const role of TEAM_ROLES) expect(TEAM_MEMBERS.some((m) => m.role === role)).toBe(true);
    expect(TEAM_MEMBERS.filter((m) => m.role === "General Manager")).toHaveLength(1);
  });

  it.each(TEAM_MEMBERS)("$name: valid e-mail, phone and office", (m) => {
    expect(m.email).toMatch(/^[a-z.]+@heartlandclosing\.example$/);
    expect(m.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    expect(OFFICES.map((o) => o.city)).toContain(m.office);
    expect(m.id).toMatch(/^[a-z-]+$/);
  });
});

describe("initials", () => {
  it.each([
    ["Margaret Halvorsen", "MH"],
    ["Rachel Vander Wal", "RW"],
    ["  ana   morales ", "AM"],
    ["Cher", "C"],
    ["", ""],
  ])("%j → %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe("phoneHref", () => {
  it.each([
    ["(319) 555-0101", "tel:+13195550101"],
    ["515-555-0105", "tel:+15155550105"],
    ["+1 (712) 555-0104", "tel:+17125550104"],
  ])("%s → %s", (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });
});
