/**
 * The /gift-card claim form (POST /api/v1/gift-card-claims): full name and e-mail required, phone
 * optional. Stored as a lead (the old site stored nothing) whose message names the offer.
 */
import { z } from "zod";
import { OFFERS } from "../site/claims.ts";
import { FIELD_MESSAGES, contactEmailSchema, honeypotSchema, nameSchema, optionalPhoneSchema } from "./contact-fields.ts";

export const giftCardClaimSchema = z.object({
  full_name: nameSchema(FIELD_MESSAGES.fullNameRequired),
  email: contactEmailSchema,
  phone: optionalPhoneSchema,
  website: honeypotSchema,
});
export type GiftCardClaimInput = z.input<typeof giftCardClaimSchema>;
export type GiftCardClaim = z.output<typeof giftCardClaimSchema>;

export const GIFT_CARD_LEAD_MESSAGE = `Gift card claim: ${OFFERS.giftCardAmount} gift card with transaction coordination (${OFFERS.giftCardFeeAfterService} payable after service, only if satisfied)`;

export { GIFT_CARD_MESSAGES } from "./form-texts.ts";
