/**
 * E-mail-gated guide downloads (/1031-exchange, /fsbo; POST /api/v1/guide-downloads): the
 * address is filed as a lead named after the part before the at sign, with a fixed message
 * naming the guide, and the visitor gets the PDF.
 */
import { z } from "zod";
import { contactEmailSchema, honeypotSchema, nameFromEmail } from "./contact-fields.ts";
import { GATED_GUIDES, type GatedGuide } from "./form-texts.ts";

export { GATED_GUIDES, GUIDE_DOWNLOAD_MESSAGES, guidePdfPath, type GatedGuide } from "./form-texts.ts";
export const GATED_GUIDE_VALUES = Object.keys(GATED_GUIDES) as [GatedGuide, ...GatedGuide[]];

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
