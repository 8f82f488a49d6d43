/** The Checklists bundle: Iowa closing checklists for buyers, sellers and lenders. */
import type { Checklist } from "./bundle-types.ts";

export const BUYER_CHECKLIST: Checklist = {
  slug: "buyer-closing-checklist",
  title: "Iowa Buyer Closing Checklist",
  intro:
    "From accepted offer to the keys, for a financed or cash purchase of an Iowa home. Give it to the buyer at contract; the closing company, the lender and the agent each have items too.",
  sections: [
    {
      heading: "Right after the purchase agreement is signed",
      items: [
        { task: "Deliver the earnest money to the holder named in the purchase agreement", who: "Buyer", when: "By the date in the agreement, often within 3 business days" },
        { task: "Confirm receipt of the seller disclosure statement (Iowa Code chapter 558A) and the Iowa radon fact sheet", who: "Buyer and agent", when: "Before the offer; keep a signed copy" },
        { task: "Lead-based paint disclosure and EPA pamphlet for a home built before 1978", who: "Buyer and agent", when: "Before the buyer is bound by the agreement" },
        { task: "Send the signed agreement and all addenda to the closing company and the lender", who: "Agent", when: "Same day" },
        { task: "Apply for the loan (or send proof of funds for a cash purchase)", who: "Buyer", when: "Within the days the financing contingency allows" },
        { task: "Schedule the home inspection, radon test and any well, septic or pest tests", who: "Buyer", when: "First two days of the inspection period" },
      ],
    },
    {
      heading: "Title and the abstract",
      items: [
        { task: "Abstract continuation ordered (Iowa custom: seller pays to bring the abstract up to date)", who: "Closing company or seller's attorney", when: "At file opening" },
        { task: "Attorney's title opinion on the continued abstract, for the buyer and the lender", who: "Buyer's attorney", when: "When the abstract comes back" },
        { task: "Decide on an owner's Iowa Title Guaranty certificate (the lender's certificate is required with a mortgage)", who: "Buyer", when: "Before the commitment is issued" },
        { task: "Review the title opinion's requirements and objections with the attorney; the seller must clear them", who: "Buyer and attorney", when: "Within the agreement's time for title objections" },
        { task: "Survey or boundary check if the opinion or lender requires one (acreages, rural parcels)", who: "Buyer", when: "Early: surveyors book weeks ahead" },
      ],
    },
    {
      heading: "Loan and insurance",
      items: [
        { task: "Review the Loan Estimate and lock the rate", who: "Buyer", when: "Loan Estimate within 3 business days of application" },
        { task: "Return every document the lender asks for the same day (pay stubs, bank statements, letters of explanation)", who: "Buyer", when: "Until clear to close" },
        { task: "Do not open new credit, change jobs or move large sums without asking the loan officer", who: "Buyer", when: "Until after closing" },
        { task: "Bind homeowners insurance from the closing date, lender as mortgagee; add flood coverage if in a flood zone", who: "Buyer", when: "At least a week before closing" },
        { task: "Read the Closing Disclosure and compare it with the Loan Estimate", who: "Buyer", when: "Received at least 3 business days before closing" },
      ],
    },
    {
      heading: "The week of closing",
      items: [
        { task: "Call the closing company at a number you already know to confirm the wire instructions; never use instructions from an e-mail alone", who: "Buyer", when: "Before sending any money" },
        { task: "Send closing funds by wire (or cashier's check if the closing company accepts it) for the amount on the final settlement statement", who: "Buyer", when: "One business day before closing" },
        { task: "Final walk-through: agreed repairs done, included items present, home in agreed condition", who: "Buyer and agent", when: "Within 24 hours of closing" },
        { task: "Transfer utilities into the buyer's name from possession", who: "Buyer", when: "Closing week" },
        { task: "Bring valid photo ID for every signer; arrange remote online notary if signing from elsewhere", who: "Buyer", when: "Closing day" },
      ],
    },
    {
      heading: "After closing",
      items: [
        { task: "Keep the signed settlement statement / Closing Disclosure with tax records", who: "Buyer", when: "Closing day" },
        { task: "Confirm the deed, mortgage and declaration of value were recorded", who: "Closing company", when: "Within a few days" },
        { task: "Receive the owner's Iowa Title Guaranty certificate and keep it with the deed", who: "Buyer", when: "A few weeks after closing" },
        { task: "Apply for the homestead tax credit (and the 65+ homestead or military exemption if eligible) with the assessor", who: "Buyer", when: "By July 1" },
        { task: "Re-key the locks; update address with the Iowa DOT within 30 days", who: "Buyer", when: "First week" },
      ],
    },
  ],
};

export const SELLER_CHECKLIST: Checklist = {
  slug: "seller-closing-checklist",
  title: "Iowa Seller Closing Checklist",
  intro:
    "What an Iowa seller provides and signs between listing and recording. Iowa sellers customarily provide the abstract and pay for its continuation, prepare the deed and pay the transfer tax.",
  sections: [
    {
      heading: "Before and at listing",
      items: [
        { task: "Complete the seller disclosure statement (Iowa Code chapter 558A) truthfully, including known radon test results", who: "Seller", when: "Before the buyer makes a written offer" },
        { task: "Lead-based paint disclosure for homes built before 1978", who: "Seller", when: "Before the buyer is bound" },
        { task: "Find the abstract of title (lender, attorney, safe deposit box) or tell the closing company it is lost", who: "Seller", when: "At listing" },
        { task: "Order the time-of-transfer inspection of a private septic system by a certified inspector (Iowa Code §455B.172)", who: "Seller", when: "At listing: a failed system needs time" },
        { task: "Gather the latest property tax statement, special assessments, HOA documents and any survey", who: "Seller", when: "At listing" },
      ],
    },
    {
      heading: "After the purchase agreement",
      items: [
        { task: "Send the signed agreement to the closing company; authorise the mortgage payoff request", who: "Seller and agent", when: "Same day" },
        { task: "Deliver the abstract for continuation and pay the abstracting charge (on the settlement statement)", who: "Seller", when: "At file opening" },
        { task: "Clear the requirements in the buyer's title opinion (old mortgage releases, judgments, name discrepancies, estates)", who: "Seller's attorney and closing company", when: "Before closing" },
        { task: "Answer the buyer's inspection requests within the agreement's deadline", who: "Seller and agent", when: "Inspection period" },
        { task: "Provide access for the appraisal, inspections and walk-through", who: "Seller", when: "As scheduled" },
      ],
    },
    {
      heading: "Documents for recording",
      items: [
        { task: "Warranty deed prepared from the legal description in the abstract, signed before a notary by every owner and by a non-titled spouse", who: "Seller (deed prepared by attorney or closing company)", when: "At closing" },
        { task: "Groundwater hazard statement, or the deed's statutory statement that none of its conditions exist (Iowa Code §558.69)", who: "Seller", when: "Filed with the deed" },
        { task: "Declaration of value (Iowa Code chapter 428A), filed with the deed", who: "Seller or closing company", when: "At recording" },
        { task: "Iowa transfer tax: $0.80 per $500 (or part) of the price above the first $500 (Iowa Code §428A.1), paid to the county recorder", who: "Seller", when: "At recording" },
        { task: "Affidavits the title opinion asks for (marital status, identity, possession)", who: "Seller", when: "At closing" },
      ],
    },
    {
      heading: "Closing and after",
      items: [
        { task: "Review the settlement statement: payoff, tax proration (Iowa taxes are paid in arrears), commissions, transfer tax", who: "Seller", when: "Before closing" },
        { task: "Give proceeds instructions by calling the closing company; never send bank details by e-mail", who: "Seller", when: "Before closing" },
        { task: "Leave keys, openers, codes and manuals; leave the home in the agreed condition", who: "Seller", when: "At possession" },
        { task: "Keep homeowners insurance until possession passes; then cancel and ask for the refund", who: "Seller", when: "Possession date" },
        { task: "Watch for the recorded release of your mortgage and the escrow refund from your old lender", who: "Seller", when: "Within 30-60 days" },
      ],
    },
  ],
};

export const LENDER_CHECKLIST: Checklist = {
  slug: "lender-closing-checklist",
  title: "Iowa Lender Closing Checklist",
  intro:
    "For loan officers and processors closing a purchase or refinance on Iowa property: title, disclosure timing and funding-day items, with who usually owns each one. Use the CSV copy to track a file.",
  sections: [
    {
      heading: "Borrower documents",
      items: [
        { task: "Signed application, photo ID and authorisation to pull credit", who: "Borrower", when: "At application" },
        { task: "Pay stubs for the last 30 days and W-2s for the last two years", who: "Borrower", when: "At application" },
        { task: "Two years of personal and business tax returns for self-employed borrowers, with a year-to-date profit and loss", who: "Borrower", when: "At application" },
        { task: "Two months of statements for every account used for the down payment, closing costs and reserves; a source for every large deposit", who: "Borrower", when: "At application; updated before closing if older than the investor allows" },
        { task: "Gift letter and proof of the donor's transfer, when gift funds are used", who: "Borrower and donor", when: "Before clear to close" },
        { task: "Signed purchase agreement with every addendum, and the earnest money's cancelled check or wire receipt", who: "Agent and borrower", when: "At contract" },
      ],
    },
    {
      heading: "Title (Iowa's abstract and attorney system)",
      items: [
        { task: "Confirm the abstract continuation is ordered and the expected return date", who: "Closing company", when: "At file opening" },
        { task: "Obtain the attorney's title opinion addressed to the lender", who: "Examining attorney", when: "After continuation" },
        { task: "Order the Iowa Title Guaranty lender's commitment and check the proposed insured, loan amount and requirements", who: "Closing company", when: "Before clear to close" },
        { task: "Confirm requirements are cleared: prior mortgage payoffs, releases, judgments, easements to except", who: "Closing company and attorney", when: "Before closing" },
        { task: "Legal description on the mortgage matches the abstract and the deed exactly", who: "Processor", when: "Before docs are drawn" },
        { task: "Flood zone determination; flood insurance in a special flood hazard area", who: "Processor", when: "At application" },
      ],
    },
    {
      heading: "Disclosures and timing (TRID)",
      items: [
        { task: "Loan Estimate delivered or placed in the mail", who: "Lender", when: "Within 3 business days of application" },
        { task: "Intent to proceed received before fees are collected (other than the credit report)", who: "Lender", when: "Before collecting fees" },
        { task: "Closing Disclosure received by the borrower", who: "Lender", when: "At least 3 business days before consummation" },
        { task: "Re-disclose with a new 3-day wait if the APR rises beyond tolerance, the loan product changes or a prepayment penalty is added", who: "Lender", when: "As soon as the change is known" },
        { task: "Share the Closing Disclosure with the closing company to balance the settlement statement", who: "Lender", when: "Same day it is issued" },
      ],
    },
    {
      heading: "Clear to close",
      items: [
        { task: "All prior-to-doc conditions cleared: appraisal, income, assets, verification of employment", who: "Underwriter", when: "Before clear to close" },
        { task: "Evidence of insurance with the correct mortgagee clause and first-year premium invoice", who: "Processor", when: "Before clear to close" },
        { task: "Well water test and septic time-of-transfer inspection results where required", who: "Processor", when: "Before clear to close" },
        { task: "Send clear to close to the borrower, both agents and the closing company", who: "Loan officer", when: "Same day" },
        { task: "Closing package and instructions to the closing company, with the funding number and contact", who: "Closer", when: "At least 1 business day before closing" },
      ],
    },
    {
      heading: "Closing and funding day",
      items: [
        { task: "Verify the closing company's wire instructions by a known phone number, never from an e-mail", who: "Funder", when: "Before the wire" },
        { task: "Final verbal verification of employment within the investor's time window", who: "Processor", when: "Before funding" },
        { task: "Signed package reviewed; conditions to fund cleared", who: "Funder", when: "Closing day" },
        { task: "Wire the loan proceeds with the file number in the reference", who: "Funder", when: "Closing day" },
        { task: "Confirm recording of the mortgage and receipt of the lender's Iowa Title Guaranty certificate and final abstract (if the lender holds it)", who: "Post-closing", when: "Within 30 days" },
      ],
    },
  ],
};

export const CHECKLISTS = [BUYER_CHECKLIST, SELLER_CHECKLIST, LENDER_CHECKLIST];
