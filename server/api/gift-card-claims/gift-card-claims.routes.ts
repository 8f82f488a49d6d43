/**
 * POST /api/v1/gift-card-claims: the /gift-card claim form, stored as a lead whose message names
 * the offer (the old site stored nothing), and announced to staff.
 */
import { createRoute } from "@hono/zod-openapi";
import { honeypotFilled } from "../../../core/leads/contact-fields.ts";
import { GIFT_CARD_LEAD_MESSAGE, giftCardClaimSchema } from "../../../core/leads/gift-card-claim.ts";
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
  full_name: "Ana Cruz",
  email: "ana.cruz@example.com",
  phone: "(515) 555-0123",
};

const route = createRoute({
  method: "post",
  path: "/",
  tags: ["Leads"],
  summary: "Claim the gift card offer",
  description:
    "Full name and e-mail are required, phone is optional. Stored as a lead. Limited per IP address. " +
    "A bearer token is optional: it attaches the signed-in sender's account.",
  security: OPTIONALLY_SIGNED_IN,
  request: { body: { required: true, content: { "application/json": { schema: giftCardClaimSchema, example: EXAMPLE } } } },
  responses: {
    201: { description: "Stored; staff are notified and the sender gets an acknowledgement", content: { "application/json": { schema: SubmissionReceiptSchema } } },
    ...formErrorResponses,
  },
});

export function giftCardClaimsRoutes(ctx: Services) {
  const router = apiRouter();
  router.use("/", ...publicFormGuard(ctx, "gift_card"));
  return router.openapi(route, async (c) => {
    const input = c.req.valid("json");
    if (honeypotFilled(input)) return c.json(decoyReceipt(), 201);
    const account = await signedInAccount(ctx, c);
    const row = await storeSubmission(ctx, c, { kind: "gift_card", data: input }, account, {
      table: "leads",
      values: {
        name: input.full_name,
        email: input.email,
        company: null,
        phone: input.phone ?? null,
        message: GIFT_CARD_LEAD_MESSAGE,
        userId: account?.userId ?? null,
        source: "gift_card",
      },
    });
    return c.json({ id: row.id, status: "new" as const, created_at: row.createdAt.toISOString() }, 201);
  });
}
