import { PRICE_LIST } from "#core/domain/price-list.ts";
import { PRICES } from "#core/site/claims.ts";
import type { ServicePageContent } from "./types.ts";

export const EXCHANGE_1031: ServicePageContent = {
  path: "/1031-exchange",
  service: "1031",
  eyebrow: "For Iowa investors",
  heroCta: "Start Your Exchange Closing",
  price: {
    label: "1031 exchange closings",
    amount: PRICES.exchange1031,
    note: PRICE_LIST.exchange1031.includes,
  },
  benefits: {
    heading: "Why investors close exchanges with us",
    intro: "An exchange lives or dies on its dates. We close both sides with the deadlines in front of everyone.",
    items: [
      {
        icon: "calendar-clock",
        title: "Deadlines on every file",
        body: "Your 45-day and 180-day dates go on the file the day the sale closes, and every party sees them.",
      },
      {
        icon: "handshake",
        title: "Working with your intermediary",
        body: "We take instructions from your qualified intermediary, so sale proceeds go straight to them and never to you.",
      },
      {
        icon: "scale",
        title: "Correct exchange documents",
        body: "Assignment of the contracts to the intermediary, notices to the other parties and settlement statements that show the exchange properly.",
      },
      {
        icon: "map-pin",
        title: "Both sides, anywhere in Iowa",
        body: "Farmland, rentals or commercial buildings: we close the sale and the purchase, with remote signing when you are out of state.",
      },
    ],
  },
  process: {
    heading: "How an exchange closing works",
    intro: "Two closings, one plan.",
    steps: [
      {
        title: "Bring in your intermediary",
        body: "Before the sale closes, engage a qualified intermediary and sign the exchange agreement. We add their instructions to the file.",
      },
      {
        title: "Close the sale",
        body: "We close the relinquished property and wire the net proceeds directly to the intermediary. Day 0 of your exchange is this closing date.",
      },
      {
        title: "Identify in writing",
        body: "By day 45, you give the intermediary a signed list of the replacement properties. We note the date on your file and remind you ahead of it.",
      },
      {
        title: "Close the purchase",
        body: "By day 180 (or your tax return due date, if earlier), we close the replacement property with the intermediary's funds.",
      },
    ],
  },
  cta: {
    heading: "Planning an exchange?",
    body: "Send us the sale contract and your intermediary's details. We will map both closings and your deadlines within one business day.",
    label: "Get Started",
  },
};

/** The intro text on like-kind exchanges and qualified intermediaries. */
export const EXCHANGE_INTRO = {
  heading: "What is a 1031 exchange?",
  paragraphs: [
    "Section 1031 of the Internal Revenue Code lets an investor sell real property held for business or investment and buy other investment real property without paying capital gains tax on the sale at that time. The tax is deferred, not forgiven: it carries over into the new property.",
    "The properties must be of like kind, which for real estate is broad: an Iowa farm can be exchanged for a rental house, a commercial building or land in another state. Your home, and property bought to fix and resell quickly, do not qualify.",
    "You must not receive the sale proceeds yourself. A qualified intermediary, an independent party you engage before the sale closes, holds the money between the two closings and uses it to buy the replacement property. Your own agent, attorney or accountant of the last two years cannot act as your intermediary.",
    "To defer all of the tax, the replacement should cost at least as much as the property you sold, and you should reinvest all of the net proceeds. Cash you keep, or debt you do not replace, may be taxable. Talk with your tax adviser before you sign a sale contract.",
  ],
  points: [
    "Held for business or investment on both sides",
    "A qualified intermediary engaged before the sale closes",
    "Replacement property identified in writing within 45 days",
    "Replacement property received within 180 days",
  ],
} as const;

/** The guide download section (anchor "download-section"): the guide goes out for an e-mail address. */
export const EXCHANGE_GUIDE = {
  heading: "Download the free 1031 Exchange Guide",
  body: "A plain guide for Iowa investors: the timeline day by day, the identification rules (three-property and 200% rules), what your intermediary does, and a checklist for both closings.",
  guide: "1031-exchange-guide",
  buttonLabel: "Download the 1031 Exchange Guide (PDF)",
} as const;
