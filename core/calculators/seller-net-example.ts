import { parseIsoDate } from "./calendar-date.ts";
import { SELLER_NET_DEFAULTS, type SellerNetInput } from "./seller-net.ts";

/**
 * The worked example the seller net tests check by hand: $250,000 sale, 6 %, $150,000 mortgage,
 * closing November 15, 2025, proration from July 1 ($76,225.24 net). One copy, so the calculator,
 * its lines and its form all test the same figures.
 */
export const SELLER_NET_EXAMPLE: SellerNetInput = {
  ...SELLER_NET_DEFAULTS,
  priceCents: 25_000_000,
  closingDate: parseIsoDate("2025-11-15")!,
  prorationDate: parseIsoDate("2025-07-01")!,
  firstMortgageCents: 15_000_000,
};
