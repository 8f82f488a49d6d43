import { describe, expect, it } from "vitest";
import { IOWA_COUNTIES, iowaCounty } from "./iowa-counties.ts";

describe("Iowa's counties", () => {
  it("are the 99, each once, in alphabetical order", () => {
    expect(IOWA_COUNTIES).toHaveLength(99);
    expect(new Set(IOWA_COUNTIES).size).toBe(99);
    expect([...IOWA_COUNTIES].sort((a, b) => a.replace("'", "").localeCompare(b.replace("'", "")))).toEqual([...IOWA_COUNTIES]);
  });

  it.each([
    ["Black Hawk", "Black Hawk"],
    ["black hawk county", "Black Hawk"],
    ["OBrien", "O'Brien"],
    ["o'brien County", "O'Brien"],
    ["POTTAWATTAMIE", "Pottawattamie"],
    ["Des Moines", "Des Moines"], // the county, not only the city
    ["Iowa", "Iowa"],
    ["Cook", undefined],
    ["", undefined],
  ])("%j is %j", (typed, county) => {
    expect(iowaCounty(typed)).toBe(county);
  });
});
