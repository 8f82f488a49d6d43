import { PRICES } from "#core/site/claims.ts";
import { SERVICE_ROUTES } from "#core/site/routes.ts";

/** A service card of the home page (icon, title, description, link, featured). */
export interface HomeServiceCard {
  /** Key of the icon the component draws (kept out of this pure module). */
  icon: HomeServiceIcon;
  title: string;
  description: string;
  /** Where the card links to. */
  to: string;
  /** The price as stated in claims.ts. */
  price: string;
  featured: boolean;
}

export type HomeServiceIcon =
  | "title"
  | "coordination"
  | "digital-cash"
  | "cash"
  | "loan"
  | "exchange"
  | "fsbo"
  | "notary";

/** The featured card: title and closing work is the core of every file we open. */
export const FEATURED_SERVICE: HomeServiceCard & {
  points: readonly string[];
  secondary: { label: string; to: string };
} = {
  icon: "title",
  title: "Title & Closing Services",
  description:
    "Everything an Iowa purchase or refinance needs between the signed purchase agreement and the recorded deed: we order and update the abstract of title, work with the examining attorney on the title opinion, arrange the Iowa Title Guaranty certificate, prepare the settlement statement and run the closing.",
  to: "/get-started?service=title",
  price: PRICES.titleGuaranty,
  featured: true,
  points: [
    "Abstract updates and attorney title opinions",
    "Iowa Title Guaranty certificates for owners and lenders",
    "Settlement statements checked line by line before closing day",
    "Recording, disbursement and the final abstract update",
  ],
  secondary: { label: "About Iowa Title Guaranty", to: "/title-guaranty" },
};

/** Card text per service page; title and link come from the route table. */
const CARD_TEXT: Record<string, { icon: HomeServiceIcon; description: string; price: string }> = {
  "/transaction-coordination": {
    icon: "coordination",
    description:
      "A dedicated coordinator tracks every contract deadline, collects documents and keeps your clients informed, so you can get back to selling.",
    price: PRICES.transactionCoordination,
  },
  "/digital-cash-closings": {
    icon: "digital-cash",
    description:
      "Cash purchases closed with documents shared and signed online and funds wired securely, with fewer trips and less back-and-forth.",
    price: PRICES.digitalCashClosing,
  },
  "/cash-closings": {
    icon: "cash",
    description:
      "Title examined, documents prepared and a clean closing for cash buyers, in as little as 7 days when the abstract is ready.",
    price: PRICES.cashClosing,
  },
  "/loan-closings": {
    icon: "loan",
    description:
      "We work with the lender on the closing package and settlement statement and run an organised, on-time signing for the borrower.",
    price: PRICES.loanClosing,
  },
  "/1031-exchange": {
    icon: "exchange",
    description:
      "Both sides of a like-kind exchange closed on schedule, with your 45-day identification and 180-day purchase deadlines kept in view.",
    price: PRICES.exchange1031,
  },
  "/fsbo": {
    icon: "fsbo",
    description:
      "Selling without an agent? We prepare the paperwork, coordinate with the buyer and their lender, and close the sale on time.",
    price: PRICES.fsboClosing,
  },
  "/remote-online-notary": {
    icon: "notary",
    description:
      "Sign from anywhere by secure video with a commissioned Iowa notary. Most sessions take under 10 minutes.",
    price: PRICES.remoteOnlineNotary,
  },
};

/**
 * The seven smaller cards: every service page except Iowa Title Guaranty, which the featured
 * card covers (and links to), in the order of the route table.
 */
export const SERVICE_CARDS: HomeServiceCard[] = SERVICE_ROUTES.filter((r) => r.path in CARD_TEXT).map((r) => {
  const text = CARD_TEXT[r.path]!;
  return { icon: text.icon, title: r.title, description: text.description, to: r.path, price: text.price, featured: false };
});
