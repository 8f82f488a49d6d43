/**
 * POST /api/v1/guide-downloads: the e-mail gate of the 1031 guide and the FSBO package
 * (forms/public-form.routes.ts). Files a lead (name = the part of the address before the at
 * sign, message naming the guide) and answers with the PDF's address, which the page opens.
 */
import { guideLinkSchema } from "#core/api/public-forms.ts";
import { guideDownloadLead, guideDownloadSchema, guidePdfPath } from "#core/leads/guide-download.ts";
import type { Services } from "#server/services.ts";
import { publicForm, publicFormRoutes } from "../forms/public-form.routes.ts";

export const GUIDE_DOWNLOAD_FORM = publicForm({
  form: "guide_download",
  tags: ["Leads"],
  summary: "Download a guide for an e-mail address",
  description:
    "guide is 1031-exchange-guide or fsbo-package. Files a lead and answers with the PDF's path. Limited per IP address. " +
    "A bearer token is optional: it attaches the signed-in sender's account.",
  body: guideDownloadSchema,
  example: {
    email: "jo.smith@example.com",
    guide: "fsbo-package",
  },
  submission: (input, ctx) => ({
    kind: "guide_download",
    data: { ...guideDownloadLead(input), guide: input.guide, pdfUrl: `${ctx.config.publicUrl}${guidePdfPath(input.guide)}` },
  }),
  row: (input, account) => ({
    table: "leads",
    values: { ...guideDownloadLead(input), company: null, phone: null, userId: account?.userId ?? null, source: "guide_download" },
  }),
  receipt: {
    description: "Filed; the guide's address",
    schema: guideLinkSchema,
    of: (input, stored) => ({ id: stored.id, url: guidePdfPath(input.guide) }),
  },
});

export const guideDownloadsRoutes = (ctx: Services) => publicFormRoutes(ctx, GUIDE_DOWNLOAD_FORM);
