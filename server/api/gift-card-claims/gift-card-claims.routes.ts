/**
 * POST /api/v1/gift-card-claims: the /gift-card claim form (forms/public-form.routes.ts), stored
 * as a lead whose message names the offer (the old site stored nothing), and announced to staff.
 */
import { GIFT_CARD_LEAD_MESSAGE, giftCardClaimSchema } from "#core/leads/gift-card-claim.ts";
import type { Services } from "#server/services.ts";
import { STORED_RECEIPT, publicForm, publicFormRoutes } from "../forms/public-form.routes.ts";

export const GIFT_CARD_FORM = publicForm({
  form: "gift_card",
  tags: ["Leads"],
  summary: "Claim the gift card offer",
  description:
    "Full name and e-mail are required, phone is optional. Stored as a lead. Limited per IP address. " +
    "A bearer token is optional: it attaches the signed-in sender's account.",
  body: giftCardClaimSchema,
  example: {
    full_name: "Ana Cruz",
    email: "ana.cruz@example.com",
    phone: "(515) 555-0123",
  },
  submission: (input) => ({ kind: "gift_card", data: input }),
  row: (input, account) => ({
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
  }),
  receipt: STORED_RECEIPT,
});

export const giftCardClaimsRoutes = (ctx: Services) => publicFormRoutes(ctx, GIFT_CARD_FORM);
