/**
 * Prices, offers and claims the site states, from the spec. Pages read them
 * from here so one figure is never written two ways. Statistics are the spec's; we add none.
 */
export const PRICES = {
  transactionCoordination: "From $300",
  transactionCoordinationPortal: "Starting at $395",
  cashClosing: "From $499",
  digitalCashClosing: "From $499",
  loanClosing: "From $400",
  exchange1031: "Custom pricing",
  remoteOnlineNotary: "$75 per signing",
  titleGuaranty: "Custom pricing",
  fsboClosing: "From $499",
  fsboFullClosingService: "$499",
} as const;

export const GUARANTEE = {
  title: "Our 100% Satisfaction Guarantee",
  promise:
    "If a mistake on our part delays your closing or makes your closing statement inaccurate, we make it right: if the closing has already happened, we refund our closing fee; if it has not, we complete the remaining services free of charge. Otherwise the original fees and terms stand.",
  fees: "Our fees are payable only when a closing is successful, and can be billed to your client or to the agent.",
} as const;

export const STATS_2024 = {
  year: 2024,
  transactions: { value: "2,931", label: "Transactions completed", note: "+35.51% from 2023" },
  served: { value: "1,670", label: "Agents & lenders served", note: "1,244 agents · 426 lenders" },
  counties: { value: "86", label: "Counties served", note: "4,880 documents recorded" },
  ratings: { value: "108", label: "Five-star ratings", note: "100% satisfaction rate" },
} as const;

export const OFFERS = {
  giftCardAmount: "$100",
  giftCardFeeAfterService: "$200",
  satisfactionDays: 30,
  giftCardBadge: "Limited Time October Offer",
} as const;

export const CLAIMS = {
  cashClosingDays: "as little as 7 days",
  contactWithin: "within one business day",
  support: "24/7 support",
  rating: "5-star average",
} as const;

export const GIFT_CARD_CITIES = [
  "Des Moines", "Cedar Rapids", "Davenport", "Sioux City", "Iowa City", "Waterloo", "Council Bluffs", "Ames",
  "West Des Moines", "Urbandale", "Johnston", "Clive", "Waukee", "Ankeny", "Altoona", "Pleasant Hill",
] as const;

/** Wire fraud is the costliest risk at any closing; every page about money says how we handle it. */
export const WIRE_FRAUD = {
  title: "Protect your money from wire fraud",
  body: "We will never send you wiring instructions by e-mail alone, and we never change them by e-mail, text or phone call. Before you wire any money, call us at a number you already know — from this website or your purchase agreement, never from the e-mail — and confirm the instructions with a person. If anything looks different, stop and call us.",
} as const;
