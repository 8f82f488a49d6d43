/**
 * The shape of a service page's content. Pages in app/routes/public/<service>.tsx render it with
 * the shared components of app/features/services; icons are named here and drawn there.
 */

/** The `?service=` value /get-started understands for each service. */
export type ServiceParam = "tc" | "digital-cash" | "cash" | "loan" | "1031" | "fsbo" | "ron" | "title";

/** A Lucide icon by name; app/features/services/icons.ts maps each to its component. */
export type ServiceIcon =
  | "file-text"
  | "shield-check"
  | "calendar-clock"
  | "message-square"
  | "clock"
  | "laptop"
  | "landmark"
  | "banknote"
  | "key"
  | "users"
  | "map-pin"
  | "lock"
  | "video"
  | "pen-line"
  | "send"
  | "upload"
  | "badge-check"
  | "search"
  | "scale"
  | "home"
  | "handshake"
  | "fingerprint"
  | "archive"
  | "smartphone";

export interface Benefit {
  icon: ServiceIcon;
  title: string;
  body: string;
}

export interface ProcessStep {
  title: string;
  body: string;
}

export interface Faq {
  /** Stable id, used for the accordion's element ids. */
  id: string;
  question: string;
  answer: string;
}

export interface CallToAction {
  heading: string;
  body: string;
  /** The primary button's label; it links to /get-started?service=…. */
  label: string;
}

/** What every service page has: hero text, benefits, process, price and a closing call to action. */
export interface ServicePageContent {
  path: string;
  service: ServiceParam;
  /** Small label above the h1. */
  eyebrow: string;
  /** The hero's primary button label. */
  heroCta: string;
  price: { label: string; amount: string; note: string };
  benefits: { heading: string; intro: string; items: Benefit[] };
  process: { heading: string; intro: string; steps: ProcessStep[] };
  cta: CallToAction;
  faqs?: { heading: string; items: Faq[] };
}

/** The /get-started link that preselects a service. */
export function getStartedHref(service: ServiceParam): string {
  return `/get-started?service=${service}`;
}
