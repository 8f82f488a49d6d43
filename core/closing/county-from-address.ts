/**
 * The Iowa county of a property address, where the address itself tells it without doubt, so the
 * new-file form can fill it in; otherwise nothing, and staff enter it. Two ways only:
 * - the address names "<county> County" ("…, Rural Route 2, Black Hawk County, IA");
 * - its city is one of a short list of cities that lie wholly in one county, written as the
 *   address's city ("…, Cedar Falls, IA 50613" or "…, Ames"). Cities that straddle a county line
 *   (Des Moines, West Des Moines, Urbandale, Clive, Grimes, Sioux City, which reaches into Plymouth
 *   County…) are left out on purpose.
 * Two different answers (a county and a city of another) give nothing. ZIP codes are not used: many
 * cross county lines.
 */
import { IOWA_COUNTIES, type IowaCounty } from "./iowa-counties.ts";

/** Cities wholly inside one county (each checked against the county's own list of its cities). */
export const SINGLE_COUNTY_CITIES: Readonly<Record<string, IowaCounty>> = {
  ames: "Story",
  ankeny: "Polk",
  altoona: "Polk",
  bettendorf: "Scott",
  burlington: "Des Moines",
  "cedar falls": "Black Hawk",
  "cedar rapids": "Linn",
  clinton: "Clinton",
  coralville: "Johnson",
  "council bluffs": "Pottawattamie",
  davenport: "Scott",
  decorah: "Winneshiek",
  dubuque: "Dubuque",
  "fort dodge": "Webster",
  "iowa city": "Johnson",
  johnston: "Polk",
  marion: "Linn",
  marshalltown: "Marshall",
  "mason city": "Cerro Gordo",
  muscatine: "Muscatine",
  newton: "Jasper",
  "north liberty": "Johnson",
  ottumwa: "Wapello",
  pella: "Marion",
  "pleasant hill": "Polk",
  waterloo: "Black Hawk",
  waukee: "Dallas",
};

const normal = (text: string) => text.toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, " ").trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Counties the address names as "<name> County" (O'Brien with or without its apostrophe). */
function namedCounties(text: string): IowaCounty[] {
  return IOWA_COUNTIES.filter((county) => {
    const name = escape(normal(county)).replace("'", "'?");
    return new RegExp(`(^|[^a-z])${name} county\\b`).test(text);
  });
}

/** The address's city: a comma-separated part that is a city of the list, once "IA 50613" or "Iowa" is taken off its end. */
function cityCounties(text: string): IowaCounty[] {
  const found: IowaCounty[] = [];
  for (const part of text.split(",")) {
    const place = part
      .replace(/\b\d{5}(-\d{4})?$/, "")
      .trim()
      .replace(/\b(ia|iowa)\.?$/, "")
      .trim();
    const county = SINGLE_COUNTY_CITIES[place];
    if (county) found.push(county);
  }
  return found;
}

/** The county the address tells unambiguously, else null (leave it for staff). */
export function countyFromAddress(address: string | null | undefined): IowaCounty | null {
  const text = normal(address ?? "");
  if (text === "") return null;
  const all = new Set([...namedCounties(text), ...cityCounties(text)]);
  return all.size === 1 ? [...all][0]! : null;
}
