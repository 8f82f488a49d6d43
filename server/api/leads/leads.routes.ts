/**
 * POST /api/v1/leads: the /contact form. Public; a signed-in sender's account is attached from
 * the bearer token, never from the body. Stored as a new lead and announced to staff.
 */
import { createRoute } from "@hono/zod-openapi";
import { contactLeadSchema } from "../../../core/leads/contact-lead.ts";
import { honeypotFilled } from "../../../core/leads/contact-fields.ts";
import type { Services } from "../../services.ts";
import { OPTIONALLY_SIGNED_IN, apiRouter } from "../openapi.ts";
import {
  SubmissionReceiptSchema,
  decoyReceipt,
  formErrorResponses,
  publicFormGuard,
  signedInAccount,
  storeSubmission,
} from "../forms/public-form.ts";

/** A valid body, shown in the OpenAPI document (and the fuzzer's starting point). */
const EXAMPLE = {
  name: "Lee Park",
  email: "lee.park@example.com",
  company: "Prairie Realty",
  phone: "(319) 555-0177",
  message: "Closing on a farm near Le Mars in March.",
};

const route = createRoute({
  method: "post",
  path: "/",
  tags: ["Leads"],
  summary: "Send the contact form",
  description:
    "Full name, e-mail and message are required; company and phone are optional. Limited per IP address. " +
    "A bearer token is optional: it attaches the signed-in sender's account.",
  security: OPTIONALLY_SIGNED_IN,
  request: { body: { required: true, content: { "application/json": { schema: contactLeadSchema, example: EXAMPLE } } } },
  responses: {
    201: { description: "Stored; staff are notified and the sender gets an acknowledgement", content: { "application/json": { schema: SubmissionReceiptSchema } } },
    ...formErrorResponses,
  },
});

export function leadsRoutes(ctx: Services) {
  const router = apiRouter();
  router.use("/", ...publicFormGuard(ctx, "contact"));
  return router.openapi(route, async (c) => {
    const input = c.req.valid("json");
    if (honeypotFilled(input)) return c.json(decoyReceipt(), 201);
    const account = await signedInAccount(ctx, c);
    const row = await storeSubmission(ctx, c, { kind: "contact", data: input }, account, {
      table: "leads",
      values: {
        name: input.name,
        email: input.email,
        company: input.company ?? null,
        phone: input.phone ?? null,
        message: input.message,
        userId: account?.userId ?? null,
        source: "contact",
      },
    });
    return c.json({ id: row.id, status: "new" as const, created_at: row.createdAt.toISOString() }, 201);
  });
}
