import { PRICE_LIST } from "#core/domain/price-list.ts";
import { PRICES } from "#core/site/claims.ts";
import type { Benefit, ServicePageContent } from "./types.ts";

export const TRANSACTION_COORDINATION: ServicePageContent = {
  path: "/transaction-coordination",
  service: "tc",
  eyebrow: "For Iowa agents",
  heroCta: "Start Coordinating",
  price: {
    label: "Transaction coordination",
    amount: PRICES.transactionCoordination,
    note: PRICE_LIST.transactionCoordination.includes,
  },
  benefits: {
    heading: "What your coordinator handles",
    intro:
      "From the signed purchase agreement to the day the deed is recorded, one coordinator owns the details of your file so you can spend your time with clients.",
    items: [
      {
        icon: "file-text",
        title: "Paperwork, start to finish",
        body: "We open the file, send addenda and disclosures for signature, and collect every document the lender, the closing office and your broker need.",
      },
      {
        icon: "shield-check",
        title: "Compliance review",
        body: "Before anything goes to your broker we check the file for missing initials, dates and signatures, and the Iowa disclosures your brokerage requires.",
      },
      {
        icon: "calendar-clock",
        title: "Deadline tracking",
        body: "Inspection, financing, appraisal and closing dates go on a shared calendar, with reminders to every party before each one arrives.",
      },
      {
        icon: "message-square",
        title: "Communication with every party",
        body: "Your clients, the other agent, the lender and the abstractor hear from us on a regular schedule, so nobody has to ask where things stand.",
      },
      {
        icon: "archive",
        title: "Abstract and title follow-up",
        body: "We order the abstract update, follow the attorney's title opinion and make sure any requirements are met well before the closing date.",
      },
      {
        icon: "smartphone",
        title: "Updates you can check",
        body: "Your file's status is in your dashboard, and you get a note from us at each milestone instead of having to chase it.",
      },
    ],
  },
  process: {
    heading: "How coordination works",
    intro: "Four steps from contract to keys. You stay the agent; we keep the file moving.",
    steps: [
      {
        title: "Send us the accepted offer",
        body: "Upload the signed purchase agreement and the contact details of the parties. We open the file the same business day.",
      },
      {
        title: "We build the timeline",
        body: "Every contract date becomes a task with an owner. You, your clients and the other side get the schedule in writing.",
      },
      {
        title: "We chase the details",
        body: "Documents, signatures, inspection responses, the abstract update and the lender's conditions: we follow up until each item is done.",
      },
      {
        title: "Close and wrap up",
        body: "We confirm the settlement statement, coordinate the signing and send you a complete, compliant file for your broker after closing.",
      },
    ],
  },
  cta: {
    heading: "Put your next file in good hands",
    body: "Tell us about the transaction and a coordinator will call you within one business day to take it over.",
    label: "Get Started",
  },
};

export interface CoordinationPackage {
  id: "buyer" | "seller";
  name: string;
  summary: string;
  features: string[];
}

/** Buyer and Seller packages (no prices on packages: the price is per transaction, above). */
export const COORDINATION_PACKAGES: readonly CoordinationPackage[] = [
  {
    id: "buyer",
    name: "Buyer Package",
    summary: "For the buyer's agent, from accepted offer to keys in hand.",
    features: [
      "File opened and timeline sent the day we receive the accepted offer",
      "Earnest money receipt confirmed with the holder",
      "Inspection, appraisal and financing deadlines tracked with reminders",
      "Lender conditions and loan documents followed up with the loan officer",
      "Title opinion requirements reviewed with you before closing",
      "Final walk-through and closing appointment scheduled",
      "Complete, signed file delivered for your broker's review",
    ],
  },
  {
    id: "seller",
    name: "Seller Package",
    summary: "For the listing agent, from signed purchase agreement to recorded deed.",
    features: [
      "Seller disclosures and addenda sent for signature and tracked",
      "Abstract of title located and sent for updating",
      "Mortgage payoff and lien releases requested early",
      "Inspection requests and repair responses coordinated with the buyer's side",
      "Property tax proration and utility final readings arranged",
      "Settlement statement reviewed with you before your seller signs",
      "Deed recording confirmed and the file closed out",
    ],
  },
];

/** The time-savings section's points beside the calculator. */
export const TIME_SAVINGS_POINTS: readonly Benefit[] = [
  {
    icon: "clock",
    title: "About 9 hours back per file",
    body: "Paperwork, compliance, deadline tracking and communication take about nine hours of an agent's time on a typical transaction.",
  },
  {
    icon: "users",
    title: "More time with clients",
    body: "Spend those hours on showings, listing appointments and the relationships that bring your next referral.",
  },
];
