/** The gift card offer page. Amounts come from core/site/claims.ts (OFFERS). */
import { OFFERS } from "#core/site/claims.ts";

export const GIFT_CARD_STEPS: readonly { title: string; body: string }[] = [
  {
    title: "Get your gift card",
    body: `Give us your e-mail address and we send your ${OFFERS.giftCardAmount} gift card. That is the whole sign-up.`,
  },
  {
    title: "Schedule a time",
    body: "Pick a time that suits you for a short call with a transaction coordinator, who takes your next file from contract to close.",
  },
  {
    title: "Pay after service, if satisfied",
    body: `Pay the ${OFFERS.giftCardFeeAfterService} coordination fee only after the service is delivered, and only if you are satisfied with it.`,
  },
];

export type GiftBenefitIcon = "clock" | "shield" | "users" | "file";

export const GIFT_CARD_BENEFITS: readonly { icon: GiftBenefitIcon; title: string; body: string }[] = [
  {
    icon: "clock",
    title: "Get your evenings back",
    body: "We chase signatures, track inspection and financing deadlines, and keep everyone updated, so you can spend your time with clients instead of paperwork.",
  },
  {
    icon: "file",
    title: "Clean, compliant files",
    body: "Every addendum, disclosure and signature checked against the purchase agreement before it reaches the closing table.",
  },
  {
    icon: "users",
    title: "Clients who feel looked after",
    body: "Buyers and sellers hear from us at every milestone: title work, appraisal, final walk-through and the signing appointment.",
  },
  {
    icon: "shield",
    title: "No risk to try",
    body: `You only pay the ${OFFERS.giftCardFeeAfterService} after the service, and only if you are satisfied, backed by our ${OFFERS.satisfactionDays}-day satisfaction guarantee.`,
  },
];

export const GIFT_CARD_STATS: readonly { value: string; label: string }[] = [
  { value: "100%", label: "Satisfaction guarantee" },
  { value: "5-star", label: "Average rating" },
  { value: "24/7", label: "Support" },
];

export const GIFT_CARD_TRUST: readonly string[] = ["Serving all of Iowa", "Licensed and insured", "5-star rated"];
