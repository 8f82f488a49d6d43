import { PRICE_LIST } from "#core/domain/price-list.ts";
import { GUARANTEE, PRICES } from "#core/site/claims.ts";
import type { ServicePageContent } from "./types.ts";

export const FSBO: ServicePageContent = {
  path: "/fsbo",
  service: "fsbo",
  eyebrow: "Selling without an agent",
  heroCta: "Get the Free FSBO Package",
  price: {
    label: "FSBO closings",
    amount: PRICES.fsboClosing,
    note: PRICE_LIST.fsboClosing.includes,
  },
  benefits: {
    heading: "What we take off your plate",
    intro: "You found the buyer. We handle the parts of an Iowa closing that usually need an agent or an attorney's office.",
    items: [
      {
        icon: "file-text",
        title: "Paperwork",
        body: "Purchase agreement review, seller disclosures, the deed, the declaration of value and the settlement statement, prepared correctly.",
      },
      {
        icon: "users",
        title: "Coordination",
        body: "We work with the buyer, their lender and the abstractor, track every contract date, and keep you informed at each step.",
      },
      {
        icon: "badge-check",
        title: "On-time closing, guaranteed*",
        body: "We set the closing date with you and the buyer and keep to it, or our satisfaction guarantee applies.",
      },
    ],
  },
  process: {
    heading: "How an FSBO closing works",
    intro: "Four steps from a handshake to a recorded deed.",
    steps: [
      {
        title: "Agree on the terms",
        body: "You and the buyer agree on price and dates. Our free package explains what a complete Iowa purchase agreement covers.",
      },
      {
        title: "Open the file",
        body: "Send us the signed agreement. We order the abstract update, request your mortgage payoff and confirm the buyer's financing.",
      },
      {
        title: "Clear the title",
        body: "An Iowa attorney examines the abstract; we resolve the requirements and prepare the deed and the settlement statement.",
      },
      {
        title: "Close",
        body: "You sign in person or remotely, we pay off your mortgage, pay the transfer tax and record the deed, and your proceeds are wired to you.",
      },
    ],
  },
  cta: {
    heading: "Ready to close your sale?",
    body: "Send us your purchase agreement, or book a time to talk it through first.",
    label: "Request an FSBO Closing",
  },
};

/** The footnote that explains the asterisk on "guaranteed*". */
export const FSBO_GUARANTEE_FOOTNOTE = `* ${GUARANTEE.promise} Delays caused by others, such as a buyer's financing or a missing signature, are outside this promise.`;

export interface FsboPlan {
  id: "package" | "full";
  name: string;
  price: string;
  summary: string;
  features: string[];
}

export const FSBO_PLANS: readonly FsboPlan[] = [
  {
    id: "package",
    name: "Free FSBO Package",
    price: "Free",
    summary: "Everything you need to understand an Iowa sale by owner, as a PDF.",
    features: [
      "Step-by-step guide to selling your Iowa home yourself",
      "What a complete purchase agreement covers",
      "Iowa seller disclosure and transfer tax explained",
      "Closing-day checklist and what to bring",
    ],
  },
  {
    id: "full",
    name: "Full Closing Service",
    price: PRICES.fsboClosing,
    summary: "We handle the closing from signed agreement to recorded deed.",
    features: [
      "Purchase agreement review and timeline",
      "Abstract update and attorney title opinion ordered",
      "Deed, declaration of value and settlement statement prepared",
      "Mortgage payoff, transfer tax and recording handled",
      "Signing in person or by remote online notary",
      "Our 100% Satisfaction Guarantee",
    ],
  },
];

/** The package download section: the package goes out for an e-mail address. */
export const FSBO_PACKAGE = {
  heading: "Download your free FSBO package",
  body: "The guide, checklists and an explanation of every document in an Iowa sale by owner, in one PDF.",
  guide: "fsbo-package",
  buttonLabel: "Download the FSBO Package (PDF)",
} as const;
