/**
 * How a URL names an office (issue 32): the city as OFFICE_CITIES spells it (core/site/settings.ts),
 * lower-cased with spaces as dashes, so "Cedar Falls" is `cedar-falls` and "Le Mars" is
 * `le-mars`. One spelling each way, shared by the staff API and the admin page, so a link never
 * carries a space or a capital and every office has exactly one address.
 */
import { OFFICES, OFFICE_CITIES, type Office } from "../site/settings.ts";

/** The URL form of an office's city: "Cedar Falls" → "cedar-falls". */
export function officeSlug(city: string): string {
  return city.trim().toLowerCase().replace(/\s+/g, "-");
}

/** The city a URL names, or undefined for no office of ours (the route answers 404). */
export function officeOfSlug(slug: string): string | undefined {
  return OFFICE_CITIES.find((city) => officeSlug(city) === slug);
}

/** The published office (its phone is the number buyers call to confirm), by city. */
export function officeByCity(city: string | null | undefined): Office | undefined {
  return city ? OFFICES.find((o) => o.city === city) : undefined;
}
