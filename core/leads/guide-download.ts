/**
 * E-mail-gated guide downloads (/1031-exchange, /fsbo; POST /api/v1/guide-downloads): the
 * address is filed as a lead named after the part before the at sign, with a fixed message
 * naming the guide, and the visitor gets the PDF.
 */
import { z } from "zod";
import { guideHref, type GuideSlug } from "../content/guides/index.ts";
import { contactEmailSchema, honeypotSchema, nameFromEmail } from "./contact-fields.ts";

export const GATED_GUIDES: Record<Extract<GuideSlug, "1031-exchange-guide" | "fsbo-package">, { title: string; leadMessage: string }> = {
  "1031-exchange-guide": { title: "1031 Exchange Guide", leadMessage: "1031 Exchange Guide Download" },
  "fsbo-package": { title: "FSBO Package", leadMessage: "FSBO Package Download" },
};
export type GatedGuide = keyof typeof GATED_GUIDES;
export const GATED_GUIDE_VALUES = Object.keys(GATED_GUIDES) as [GatedGuide, ...GatedGuide[]];

/** Where the built PDF of a guide is served (scripts/build-guides.ts writes it there). */
export const guidePdfPath = (guide: GatedGuide) => guideHref(guide);

export const guideDownloadSchema = z.object({
  email: contactEmailSchema,
  guide: z.enum(GATED_GUIDE_VALUES, { error: "Please choose a guide to download" }),
  website: honeypotSchema,
});
export type GuideDownloadInput = z.input<typeof guideDownloadSchema>;
export type GuideDownload = z.output<typeof guideDownloadSchema>;

/** The lead a download is filed as. */
export function guideDownloadLead(input: GuideDownload) {
  return { name: nameFromEmail(input.email), email: input.email, message: GATED_GUIDES[input.guide].leadMessage };
}

export const GUIDE_DOWNLOAD_MESSAGES = {
  failure: "Failed to start download. Please try again or contact support.",
} as const;
