import { PRICE_LIST } from "#core/domain/price-list.ts";
import { CLAIMS, PRICES } from "#core/site/claims.ts";
import type { ServicePageContent } from "./types.ts";

export const DIGITAL_CASH_CLOSINGS: ServicePageContent = {
  path: "/digital-cash-closings",
  service: "digital-cash",
  eyebrow: "Cash purchases, signed online",
  heroCta: "Start a Digital Closing",
  price: {
    label: "Digital cash closing",
    amount: PRICES.digitalCashClosing,
    note: PRICE_LIST.digitalCashClosing.includes,
  },
  benefits: {
    heading: "Why close digitally",
    intro: "No loan means no lender's timetable. With documents and signatures online, a cash closing moves as fast as the title work allows.",
    items: [
      {
        icon: "laptop",
        title: "Sign from wherever you are",
        body: "Review and sign by remote online notary, legal in Iowa since July 1, 2020, from your home, office or another state.",
      },
      {
        icon: "file-text",
        title: "Documents in one place",
        body: "The purchase agreement, title opinion, deed and settlement statement live in your secure portal, ready to read before you sign.",
      },
      {
        icon: "lock",
        title: "Funds handled safely",
        body: "Money arrives by verified wire into our trust account and goes out only after the documents are signed and the title is ready.",
      },
      {
        icon: "clock",
        title: "Fewer trips, fewer delays",
        body: "No one waits on a courier or a drive to our office. Out-of-town buyers and sellers close on the same day as everyone else.",
      },
    ],
  },
  process: {
    heading: "How a digital cash closing works",
    intro: "The same careful Iowa closing, with the paper moved online.",
    steps: [
      {
        title: "Open the file",
        body: "Send us the signed purchase agreement. We open the file, order the abstract update and invite each party to the portal.",
      },
      {
        title: "Title work",
        body: "An Iowa attorney examines the abstract and writes the title opinion; we clear any requirements and arrange the Iowa Title Guaranty certificate.",
      },
      {
        title: "Review and verify",
        body: "You review the settlement statement online. The buyer confirms our wiring instructions by calling a number they already know, then wires the funds.",
      },
      {
        title: "Sign and record",
        body: "Everyone signs by video with a commissioned notary. We disburse the funds, record the deed with the county and send you the final documents.",
      },
    ],
  },
  cta: {
    heading: "Ready to close your cash purchase online?",
    body: "Send us the purchase agreement and we will confirm your closing date within one business day.",
    label: "Request a Digital Cash Closing",
  },
};

export const CASH_CLOSINGS: ServicePageContent = {
  path: "/cash-closings",
  service: "cash",
  eyebrow: "Cash purchases across Iowa",
  heroCta: "Start a Cash Closing",
  price: {
    label: "Cash closing",
    amount: PRICES.cashClosing,
    note: PRICE_LIST.cashClosing.includes,
  },
  benefits: {
    heading: "Why buyers and sellers choose us for cash deals",
    intro: `Without a loan there is no underwriting to wait for. When the title is clean, we can close in ${CLAIMS.cashClosingDays}.`,
    items: [
      {
        icon: "clock",
        title: `Close in ${CLAIMS.cashClosingDays}`,
        body: "We order the abstract update the day the file opens and schedule the title opinion right behind it, so a clean title can close within a week.",
      },
      {
        icon: "shield-check",
        title: "Protected by Iowa Title Guaranty",
        body: "Paying cash does not mean skipping title protection. We arrange an owner's Iowa Title Guaranty certificate so your ownership is backed by the state program.",
      },
      {
        icon: "scale",
        title: "A clear settlement statement",
        body: "Purchase price, prorated property taxes, recording fees and transfer tax, each line explained before you sign.",
      },
      {
        icon: "map-pin",
        title: "In person or remote",
        body: "Sign at one of our Iowa offices or by remote online notary. Sellers who have moved away can sign from anywhere.",
      },
    ],
  },
  process: {
    heading: "From accepted offer to recorded deed",
    intro: "Four steps, with one closer who knows your file.",
    steps: [
      {
        title: "Open the file",
        body: "Send us the signed purchase agreement. We confirm the earnest money and contact the seller's abstractor the same day.",
      },
      {
        title: "Examine the title",
        body: "The abstract is updated and examined by an Iowa attorney. We resolve any requirements in the title opinion, such as old mortgages or liens.",
      },
      {
        title: "Prepare the closing",
        body: "We prepare the deed and the settlement statement, prorate the property taxes paid in arrears, and send wiring instructions through the secure portal.",
      },
      {
        title: "Close and record",
        body: "Both sides sign, we disburse the funds, record the deed with the county recorder and pay the transfer tax.",
      },
    ],
  },
  cta: {
    heading: "Buying or selling for cash?",
    body: "Send us the purchase agreement today, and we will be in touch within one business day with your closing timeline.",
    label: "Request a Cash Closing",
  },
};

export const LOAN_CLOSINGS: ServicePageContent = {
  path: "/loan-closings",
  service: "loan",
  eyebrow: "For lenders, buyers and agents",
  heroCta: "Start a Loan Closing",
  price: {
    label: "Loan closing",
    amount: PRICES.loanClosing,
    note: PRICE_LIST.loanClosing.includes,
  },
  benefits: {
    heading: "A closing partner lenders can count on",
    intro: "We work to the lender's instructions and the borrower's schedule, so the Closing Disclosure, the documents and the funding all line up on closing day.",
    items: [
      {
        icon: "landmark",
        title: "Lender-ready files",
        body: "Title opinion, Iowa Title Guaranty commitment, payoffs and tax figures reach the lender early, so the Closing Disclosure goes out on time.",
      },
      {
        icon: "calendar-clock",
        title: "On-time signings",
        body: "We track the three-business-day Closing Disclosure waiting period and schedule the signing as soon as the lender releases documents.",
      },
      {
        icon: "users",
        title: "One point of contact",
        body: "Borrowers, agents and loan officers get the same answers from the same closer, from file opening to recorded mortgage.",
      },
      {
        icon: "shield-check",
        title: "Careful with funds",
        body: "Loan proceeds and buyer funds arrive by verified wire; we disburse only after documents are signed and the lender authorizes funding.",
      },
    ],
  },
  process: {
    heading: "How a loan closing runs",
    intro: "We keep the lender, the agents and the borrower on the same timeline.",
    steps: [
      {
        title: "Order received",
        body: "The lender or agent sends the purchase agreement and loan details. We open the file and order the abstract update.",
      },
      {
        title: "Title and commitment",
        body: "An Iowa attorney examines the abstract. We send the title opinion and the Iowa Title Guaranty commitment to the lender.",
      },
      {
        title: "Figures and disclosure",
        body: "We provide payoffs, prorated taxes and our fees to the lender for the Closing Disclosure, and prepare the settlement statement.",
      },
      {
        title: "Sign, fund and record",
        body: "The borrower signs with us in person or by remote online notary. After funding we disburse, record the deed and mortgage, and return the final package.",
      },
    ],
  },
  cta: {
    heading: "Send us your next loan closing",
    body: "Lenders and agents: place an order and we will confirm the file and its timeline within one business day.",
    label: "Request a Loan Closing",
  },
};
