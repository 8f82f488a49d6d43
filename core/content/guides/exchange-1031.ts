import { SITE } from "#core/site/settings.ts";
import { GENERAL_DISCLAIMER, type Guide } from "./types.ts";

/**
 * Worked examples printed in the guide. The dates are checked by guides.test.ts: day 45 and
 * day 180 counted in calendar days from the day the relinquished property transfers.
 */
export const EXCHANGE_EXAMPLES = {
  simple: { sale: "2025-03-03", day45: "2025-04-17", day180: "2025-08-30" },
  /** A late-year sale: the individual's return is due April 15 before day 180 arrives. */
  lateYear: { sale: "2025-10-20", day45: "2025-12-04", day180: "2026-04-18", returnDue: "2026-04-15" },
} as const;

export const EXCHANGE_1031_GUIDE: Guide = {
  slug: "1031-exchange-guide",
  title: "The Iowa 1031 Exchange Guide",
  subtitle: "Deadlines, rules and a closing checklist for investors",
  intro:
    "A 1031 exchange lets you sell investment or business real estate and buy other real estate without paying tax on the gain now. The rules are strict and the deadlines do not move. This guide explains them in plain terms, with the steps we take to close both sides of your exchange on time.",
  sections: [
    {
      heading: "What a 1031 exchange is",
      paragraphs: [
        "Section 1031 of the Internal Revenue Code lets you defer the capital gain and depreciation recapture on real property held for use in a trade or business or for investment, when you exchange it for other real property that you will also hold for business or investment. The tax is deferred, not forgiven: your basis carries over to the replacement property.",
        "Since 2018 only real property qualifies. Your home, a property you bought to fix and flip, and lots held as a developer's inventory do not qualify, because they are not held for investment.",
      ],
    },
    {
      heading: "Like-kind property",
      paragraphs: [
        "For real estate, like-kind is broad. Any real property in the United States held for investment or business is like-kind to any other: a quarter section of Iowa farmland for a rental duplex in Des Moines, a storefront for a warehouse, vacant land for an apartment building. Property in the United States and property abroad are not like-kind to each other.",
      ],
      bullets: [
        "Take title to the replacement property in the same name that held the old one (a single-member LLC that is disregarded for tax counts as you).",
        "Personal property sold with the real estate (equipment, furniture) is not part of the exchange and is taxed normally.",
      ],
    },
    {
      heading: "The two deadlines",
      paragraphs: [
        "Both periods start the day the property you are selling (the relinquished property) transfers. They are counted in calendar days, and they are not extended for weekends or holidays. Only a federally declared disaster can extend them.",
      ],
      steps: [
        {
          title: "45 days to identify",
          text: "By midnight of day 45 you must identify the possible replacement properties in a written, signed document delivered to your qualified intermediary (or another party to the exchange who is not a disqualified person). Describe each property unambiguously: a street address or legal description.",
        },
        {
          title: "180 days to buy",
          text: "You must receive the replacement property by day 180, or by the due date (with extensions) of your tax return for the year of the sale, whichever comes first. The 180 days run at the same time as the 45 days, not after them.",
        },
      ],
      note: {
        title: "Worked example",
        text: "Your rental house closes on March 3, 2025. Day 45 is April 17, 2025: your written identification must reach the qualified intermediary by then. Day 180 is August 30, 2025, a Saturday, and it does not move to the Monday: plan the purchase closing for the week before.",
      },
    },
    {
      heading: "The tax-return-date caveat",
      paragraphs: [
        "The exchange period ends at the due date of your return for the year of the sale if that comes before day 180. For a sale late in the year this matters: a sale on October 20, 2025 reaches day 180 on April 18, 2026, but an individual's 2025 return is due April 15, 2026.",
        "If you file the return, or let April 15 pass without an extension, before the purchase closes, the exchange period ends early and the gain becomes taxable. File an extension of your return (IRS Form 4868 for individuals) to keep the full 180 days, and tell your tax adviser about the exchange before the end of the year.",
      ],
    },
    {
      heading: "Identification rules",
      bullets: [
        "Three-property rule: identify up to three properties of any value.",
        "200% rule: identify any number of properties whose total fair market value is no more than twice the value of the property you sold.",
        "95% rule: identify more than that, but then you must actually buy at least 95% of the value you identified.",
        "You may change the list until day 45; after that it is fixed. A property bought before day 45 counts as identified.",
      ],
    },
    {
      heading: "The qualified intermediary",
      paragraphs: [
        "You may not receive or control the sale proceeds, even for a day. If the money reaches you or your own account, the exchange fails. A qualified intermediary (QI) signs an exchange agreement with you before the sale closes, is assigned into the purchase contracts, receives the sale proceeds at closing and sends them to the closing of the replacement property.",
        "Your own agent, attorney, accountant or real estate broker of the past two years, your employees and close relatives cannot serve as your QI. Choose an intermediary that is bonded and insured and keeps exchange funds in a separate, segregated account.",
      ],
      note: {
        title: "Sign the exchange agreement before closing",
        text: "The exchange must be set up before the relinquished property closes. Once the seller's proceeds have been paid to you, it is too late to start a 1031 exchange on that sale.",
      },
    },
    {
      heading: "Boot: what is taxed",
      paragraphs: [
        "Anything you receive that is not like-kind property is called boot, and it is taxable up to the amount of your gain. Boot comes in two forms:",
      ],
      bullets: [
        "Cash boot: sale proceeds not reinvested, for example money paid to you at closing or left with the intermediary after the purchase.",
        "Mortgage boot: debt relief. If the loan you pay off is larger than the loan on the replacement property and you do not add the difference in cash, the difference is treated as boot.",
        "To defer all of the gain: buy replacement property of equal or greater value, reinvest all of the net proceeds, and take on equal or greater debt or add cash to make up the difference.",
        "Closing costs such as commissions, title and recording fees can generally be paid from exchange funds; loan costs and prorations such as rent and deposits can create boot. Ask your tax adviser before closing.",
      ],
    },
    {
      heading: "How we close an Iowa exchange",
      steps: [
        { title: "Before the sale closes", text: "We confirm that your exchange agreement with the QI is signed and the QI's assignment and instructions are in the file." },
        { title: "Relinquished property closing", text: "We prepare the settlement statement showing the QI as the party receiving your proceeds, and wire the funds directly to the QI, never to you." },
        { title: "Your deadlines in writing", text: "You receive the day-45 and day-180 dates from us on the day of closing, together with the earlier tax-return date when it applies." },
        { title: "Replacement property closing", text: "We order the abstract and title work early, collect the QI's funds for closing, and title the property in the same taxpayer's name." },
        { title: "Records", text: "You leave with both settlement statements, which your tax adviser needs for IRS Form 8824." },
      ],
    },
    {
      heading: "Talk to us early",
      paragraphs: [
        `Call ${SITE.phone} or write to ${SITE.email} as soon as you decide to exchange. We are not a qualified intermediary and we do not give tax advice, but we work with the intermediaries and tax advisers our clients choose, and we build the closing schedule around your deadlines.`,
      ],
    },
  ],
  disclaimer: `${GENERAL_DISCLAIMER} Tax deferral under Section 1031 depends on facts only your tax adviser can judge.`,
};
