/**
 * The company's public identity, in one place. Pages, e-mails and structured data read it from
 * here so a rename or a new phone number is a one-line change.
 */
export interface Office {
  name: string;
  address: string;
  city: string;
  state: "IA";
  zip: string;
  phone: string;
  isMain: boolean;
}

declare global {
  /**
   * The deployment's public address, fixed at build time: vite.config.ts inlines it into the
   * browser bundle and the pre-rendered pages from SITE_ORIGIN (or PUBLIC_URL); scripts that run
   * outside Vite set it first (scripts/lib/site-origin-from-env.ts).
   */
  var __SITE_ORIGIN__: string | undefined;
}

export const DEFAULT_SITE_ORIGIN = "https://www.heartlandclosing.example";

/** An http(s) origin without a trailing slash, or the default for anything else. */
export function siteOriginFrom(raw: string | undefined): string {
  const value = raw && /^https?:\/\/[^/\s]+/.test(raw) ? raw : DEFAULT_SITE_ORIGIN;
  return value.replace(/\/+$/, "");
}

/**
 * The public address of the site, without a trailing slash. Canonical URLs, Open Graph URLs and
 * sitemap.xml are absolute and built from it at build time: set SITE_ORIGIN (or PUBLIC_URL) in the
 * environment of `npm run build` to deploy under another address. core/ reads no environment
 * itself (it also runs in the browser), so the value is a build-time constant.
 */
export const SITE_ORIGIN: string = siteOriginFrom(typeof __SITE_ORIGIN__ === "string" ? __SITE_ORIGIN__ : undefined);

/**
 * A review rating to publish in structured data. Only set one that is real and current (taken from a
 * review platform you can point to); while it is undefined no rating appears anywhere.
 */
export const REVIEW_RATING: { ratingValue: number; reviewCount: number } | undefined = undefined;

export const SITE = {
  brand: "Heartland Closing Co.",
  legalName: "Heartland Closing Company, LLC",
  tagline: "Iowa title and closing services",
  phone: "(319) 555-0142",
  phoneHref: "tel:+13195550142",
  email: "hello@heartlandclosing.example",
  /** Mailing address used in structured data (the spec places it in Des Moines). */
  structuredAddress: {
    streetAddress: "600 Locust Street, Suite 210",
    addressLocality: "Des Moines",
    addressRegion: "IA",
    postalCode: "50309",
    addressCountry: "US",
  },
  hours: [
    { days: "Monday–Friday", opens: "08:00", closes: "17:00" },
    { days: "Saturday", opens: "09:00", closes: "13:00" },
  ],
  serviceAreas: ["Iowa", "Des Moines", "Cedar Rapids", "Davenport", "Sioux City"],
  priceRange: "$$",
  paymentAccepted: ["Cash", "Check", "Credit Card", "Wire Transfer"],
} as const;

export const OFFICES: Office[] = [
  { name: "Cedar Falls (Main Office)", address: "315 Main Street, Suite 200", city: "Cedar Falls", state: "IA", zip: "50613", phone: "(319) 555-0142", isMain: true },
  { name: "Pella", address: "712 Franklin Street", city: "Pella", state: "IA", zip: "50219", phone: "(641) 555-0118", isMain: false },
  { name: "Le Mars", address: "24 Central Avenue NW", city: "Le Mars", state: "IA", zip: "51031", phone: "(712) 555-0165", isMain: false },
  { name: "Johnston", address: "5550 Merle Hay Road, Suite 104", city: "Johnston", state: "IA", zip: "50131", phone: "(515) 555-0190", isMain: false },
  { name: "Cedar Rapids", address: "118 Third Street SE, Suite 300", city: "Cedar Rapids", state: "IA", zip: "52401", phone: "(319) 555-0177", isMain: false },
];

/** The offices by city, as a closing file stores the office running it (db/schema/closing.ts). */
export const OFFICE_CITIES = OFFICES.map((o) => o.city);

