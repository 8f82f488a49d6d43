/**
 * The public forms' limits and messages without their zod schemas: the browser shows a form with
 * these at once and loads the schema (and zod, ~25 KB gzip and a long first evaluation on a
 * phone) only when the visitor starts on the form (docs/decisions/019-public-page-main-thread.md).
 * The schema modules re-export them, so the server imports from one place as before.
 */
// Type only: the guides' index also holds their whole text, which a form does not need.
import type { GuideSlug } from "../content/guides/index.ts";

export const LIMITS = {
  name: 120,
  company: 160,
  phone: 40,
  address: 300,
  message: 5000,
} as const;

/**
 * A bot trap: a field people never see or fill (visually hidden, out of the tab order). A
 * submission with it filled is answered as if accepted and stored nowhere.
 */
export const HONEYPOT_FIELD = "website";

export const CONTACT_MESSAGES = {
  success: "Thank you for your interest! We'll be in touch soon.",
  failure: "Failed to submit form. Please try again.",
} as const;

export const SERVICE_REQUEST_MESSAGES = {
  chooseService: "Please choose a service",
  invalidDate: "Please enter a date as yyyy-mm-dd, e.g. 2026-12-18",
  success: "Request submitted successfully!",
  failure: "Failed to submit request. Please try again.",
} as const;

export const GIFT_CARD_MESSAGES = {
  success: "Your gift card is claimed! We'll e-mail you within one business day to schedule your call.",
  failure: "We couldn't send your claim. Please try again, or call us.",
} as const;

export const GATED_GUIDES: Record<Extract<GuideSlug, "1031-exchange-guide" | "fsbo-package">, { title: string; leadMessage: string }> = {
  "1031-exchange-guide": { title: "1031 Exchange Guide", leadMessage: "1031 Exchange Guide Download" },
  "fsbo-package": { title: "FSBO Package", leadMessage: "FSBO Package Download" },
};
export type GatedGuide = keyof typeof GATED_GUIDES;

/**
 * Where the built PDF of a guide is served (scripts/build-guides.ts writes it there); the same
 * address as `guideHref` in core/content/guides/index.ts (core/leads/guide-download.test.ts).
 */
export const guidePdfPath = (guide: GatedGuide) => `/guides/${guide}.pdf`;

export const GUIDE_DOWNLOAD_MESSAGES = {
  failure: "Failed to start download. Please try again or contact support.",
} as const;
