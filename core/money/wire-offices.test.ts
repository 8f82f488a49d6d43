import { describe, expect, test } from "vitest";
import { OFFICE_CITIES } from "../site/settings.ts";
import { officeByCity, officeOfSlug, officeSlug } from "./wire-offices.ts";

describe("office slugs", () => {
  test.each([
    ["Cedar Falls", "cedar-falls"],
    ["Le Mars", "le-mars"],
    ["Pella", "pella"],
    ["Cedar Rapids", "cedar-rapids"],
  ])("%s is %s, and back", (city, slug) => {
    expect(officeSlug(city)).toBe(slug);
    expect(officeOfSlug(slug)).toBe(city);
  });

  test("every office has one slug, and each names it", () => {
    const slugs = OFFICE_CITIES.map(officeSlug);
    expect(new Set(slugs).size).toBe(OFFICE_CITIES.length);
    for (const city of OFFICE_CITIES) expect(officeOfSlug(officeSlug(city))).toBe(city);
  });

  test.each(["Cedar Falls", "cedar falls", "Cedar-Falls", "cedar_falls", "des-moines", "", "cedar-falls-"])("%j is no office", (slug) => {
    expect(officeOfSlug(slug)).toBeUndefined();
  });

  test("the office by city carries its published phone; none for null or another city", () => {
    expect(officeByCity("Pella")?.phone).toBe("(641) 555-0118");
    expect(officeByCity(null)).toBeUndefined();
    expect(officeByCity("Ames")).toBeUndefined();
  });
});
