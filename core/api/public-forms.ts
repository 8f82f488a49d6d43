/**
 * The public forms' answers: the receipt of a stored submission (POST /api/v1/leads,
 * /gift-card-claims, /service-requests) and the guide's address (POST /api/v1/guide-downloads).
 * Their bodies are core/leads/contact-lead.ts, gift-card-claim.ts, service-request.ts and
 * guide-download.ts. The public pages load zod only once a form is touched
 * (app/lib/forms/lazy-schema.ts) and need no more of an answer than that it succeeded (the guide
 * form checks the one field it reads), so they do not parse these.
 */
import { z } from "zod";

export const submissionReceiptSchema = z
  .object({
    id: z.string().uuid(),
    status: z.literal("new"),
    created_at: z.string().meta({ example: "2026-11-23T15:05:00.000Z" }),
  })
  .meta({ id: "SubmissionReceipt" });
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

export const guideLinkSchema = z
  .object({
    id: z.string().uuid(),
    url: z.string().meta({ example: "/guides/1031-exchange-guide.pdf" }),
  })
  .meta({ id: "GuideLink" });
export type GuideLink = z.infer<typeof guideLinkSchema>;
