/**
 * POST /api/v1/guide-downloads: the e-mail gate of the 1031 guide and the FSBO package. Files a
 * lead (name = the part of the address before the at sign, message naming the guide) and answers
 * with the PDF's address, which the page opens.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { honeypotFilled } from "../../../core/leads/contact-fields.ts";
import { guideDownloadLead, guideDownloadSchema, guidePdfPath } from "../../../core/leads/guide-download.ts";
import type { Services } from "../../services.ts";
import { OPTIONALLY_SIGNED_IN, apiRouter } from "../openapi.ts";
import { decoyReceipt, formErrorResponses, publicFormGuard, signedInAccount, storeSubmission } from "../forms/public-form.ts";

const GuideLinkSchema = z
  .object({
    id: z.string().uuid(),
    url: z.string().openapi({ example: "/guides/1031-exchange-guide.pdf" }),
  })
  .openapi("GuideLink");

/** A valid body, shown in the OpenAPI document (and the fuzzer's starting point). */
const EXAMPLE = {
  email: "jo.smith@example.com",
  guide: "fsbo-package",
};

const route = createRoute({
  method: "post",
  path: "/",
  tags: ["Leads"],
  summary: "Download a guide for an e-mail address",
  description:
    "guide is 1031-exchange-guide or fsbo-package. Files a lead and answers with the PDF's path. Limited per IP address. " +
    "A bearer token is optional: it attaches the signed-in sender's account.",
  security: OPTIONALLY_SIGNED_IN,
  request: { body: { required: true, content: { "application/json": { schema: guideDownloadSchema, example: EXAMPLE } } } },
  responses: {
    201: { description: "Filed; the guide's address", content: { "application/json": { schema: GuideLinkSchema } } },
    ...formErrorResponses,
  },
});

export function guideDownloadsRoutes(ctx: Services) {
  const router = apiRouter();
  router.use("/", ...publicFormGuard(ctx, "guide_download"));
  return router.openapi(route, async (c) => {
    const input = c.req.valid("json");
    const url = guidePdfPath(input.guide);
    if (honeypotFilled(input)) return c.json({ id: decoyReceipt().id, url }, 201);
    const account = await signedInAccount(ctx, c);
    const lead = guideDownloadLead(input);
    const submission = {
      kind: "guide_download" as const,
      data: { ...lead, guide: input.guide, pdfUrl: `${ctx.config.publicUrl}${url}` },
    };
    const row = await storeSubmission(ctx, c, submission, account, {
      table: "leads",
      values: { ...lead, company: null, phone: null, userId: account?.userId ?? null, source: "guide_download" },
    });
    return c.json({ id: row.id, url }, 201);
  });
}
