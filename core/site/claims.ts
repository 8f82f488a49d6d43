import { PRICE_LIST, sitePrice } from "../domain/price-list.ts";

/**
 * Prices, offers and claims the site states, from the spec. Pages read them
 * from here so one figure is never written two ways. Statistics are the spec's; we add none.
 * The prices are the public site's wording of the one price list (core/domain/price-list.ts).
 */
export const PRICES = {
  transactionCoordination: sitePrice(PRICE_LIST.transactionCoordination),
  cashClosing: sitePrice(PRICE_LIST.cashClosing),
  digitalCashClosing: sitePrice(PRICE_LIST.digitalCashClosing),
  loanClosing: sitePrice(PRICE_LIST.loanClosing),
  exchange1031: sitePrice(PRICE_LIST.exchange1031),
  remoteOnlineNotary: sitePrice(PRICE_LIST.remoteOnlineNotary),
  titleGuaranty: sitePrice(PRICE_LIST.titleGuaranty),
  fsboClosing: sitePrice(PRICE_LIST.fsboClosing),
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
