import { BUYER_STATEMENT_GUIDE } from "./buyer-settlement-statement.ts";
import { CLOSING_PROCESS_GUIDE } from "./closing-process.ts";
import { EXCHANGE_1031_GUIDE } from "./exchange-1031.ts";
import { FSBO_PACKAGE } from "./fsbo-package.ts";
import { SELLER_STATEMENT_GUIDE } from "./seller-settlement-statement.ts";
import type { Guide } from "./types.ts";

export type { Guide, GuideSection, GuideTable } from "./types.ts";

/** Every guide PDF built into build/client/guides/. */
export const GUIDES: Guide[] = [
  EXCHANGE_1031_GUIDE,
  FSBO_PACKAGE,
  CLOSING_PROCESS_GUIDE,
  SELLER_STATEMENT_GUIDE,
  BUYER_STATEMENT_GUIDE,
];

/** Public URL of a guide's PDF. */
export const guideHref = (slug: GuideSlug) => `/guides/${slug}.pdf`;

export type GuideSlug =
  | "1031-exchange-guide"
  | "fsbo-package"
  | "closing-process-guide"
  | "seller-settlement-statement-guide"
  | "buyer-settlement-statement-guide";

/** The guides' links, for pages that offer a download. */
export const GUIDE_LINKS = {
  exchange1031: guideHref("1031-exchange-guide"),
  fsboPackage: guideHref("fsbo-package"),
  closingProcess: guideHref("closing-process-guide"),
  sellerStatement: guideHref("seller-settlement-statement-guide"),
  buyerStatement: guideHref("buyer-settlement-statement-guide"),
} as const;
