import { describe, expect, it } from "vitest";
import { IOWA_COUNTIES } from "./iowa-counties.ts";
import { SINGLE_COUNTY_CITIES, countyFromAddress } from "./county-from-address.ts";

describe("the county a property address tells", () => {
  it.each([
    // "<name> County" in the address
    ["RR 2, Black Hawk County, IA", "Black Hawk"],
    ["4410 Quail Ave, rural Des Moines County, Iowa", "Des Moines"],
    ["12 Elm St, Sheldon, OBrien County, IA", "O'Brien"],
    ["12 Elm St, Sheldon, O’Brien County, IA", "O'Brien"],
    ["Lot 7, Iowa County", "Iowa"],
    // a city wholly in one county, written as the address's city
    ["123 Main St, Cedar Falls, IA 50613", "Black Hawk"],
    ["123 Main St, Cedar Falls IA 50613-1234", "Black Hawk"],
    ["900 Grand Ave, Ames, Iowa", "Story"],
    ["55 Oak Dr, Ames", "Story"],
    ["5 1st St, Marion, IA", "Linn"],
    ["17 Broadway, Pella, IA 50219, Marion County", "Marion"],
    // the same county both ways
    ["8 Elm, Waterloo, Black Hawk County, IA", "Black Hawk"],
  ])("%j → %s", (address, county) => {
    expect(countyFromAddress(address)).toBe(county);
  });

  it.each([
    // cities that straddle a county line, and cities not on the list
    ["2 Locust St, Des Moines, IA 50309"],
    ["2 Jordan Creek Pkwy, West Des Moines, IA 50266"],
    ["88 Douglas Ave, Urbandale, IA"],
    ["700 Pierce St, Sioux City, IA 51101"],
    ["1 Main St, Sheldon, IA"],
    // a street named for a city or a county is not its city or county
    ["123 Marion St, Des Moines, IA"],
    ["40 Story St, Boone, IA"],
    // two answers
    ["5 1st St, Marion, Johnson County, IA"],
    ["Black Hawk County or Linn County"],
    // nothing to go on
    ["123 Main St"],
    [""],
    [null],
    [undefined],
  ])("%j → none (staff enter it)", (address) => {
    expect(countyFromAddress(address)).toBeNull();
  });

  it("maps each listed city to one of Iowa's 99 counties", () => {
    for (const county of Object.values(SINGLE_COUNTY_CITIES)) expect(IOWA_COUNTIES).toContain(county);
  });
});
