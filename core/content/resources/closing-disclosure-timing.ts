/** A file of the Checklists bundle: the three-business-day Closing Disclosure rule, worked out by weekday. */

/**
 * For a closing on each weekday (no federal holiday in the week before), the last day the borrower
 * may receive the Closing Disclosure. TRID counts every day but Sundays and federal public holidays
 * as a business day for this rule, so Saturdays count.
 */
export const CD_RECEIPT_BY_CLOSING_DAY: readonly { closing: string; receiveBy: string }[] = [
  { closing: "Monday", receiveBy: "the Thursday before" },
  { closing: "Tuesday", receiveBy: "the Friday before" },
  { closing: "Wednesday", receiveBy: "the Saturday before (in practice, Friday)" },
  { closing: "Thursday", receiveBy: "Monday of the same week" },
  { closing: "Friday", receiveBy: "Tuesday of the same week" },
  { closing: "Saturday", receiveBy: "Wednesday of the same week" },
];

export function closingDisclosureTimingMarkdown(footer: string): string {
  const rows = [
    "# Closing Disclosure timing: the three-business-day rule",
    "",
    "The borrower must receive the Closing Disclosure at least three business days before consummation (the day the borrower signs the note). For this rule a business day is every day except Sundays and federal public holidays, so Saturdays count.",
    "",
    "Count forward from receipt: the closing may happen on the third business day after the day the borrower received it. Received Monday, closing Thursday.",
    "",
    "| Closing on | Closing Disclosure received by |",
    "|---|---|",
    ...CD_RECEIPT_BY_CLOSING_DAY.map((r) => `| ${r.closing} | ${r.receiveBy} |`),
    "",
    "Assumes no federal holiday falls in the counting days; a holiday adds a day.",
    "",
    "## Receipt",
    "",
    "- Delivered in person: received that day.",
    "- Mailed or e-mailed without confirmed receipt: treated as received three business days after it was sent. Send it a week ahead, or get the borrower's e-signature acknowledgment.",
    "",
    "## When a new three-day wait starts",
    "",
    "- The APR becomes inaccurate beyond tolerance (generally more than 1/8 of a percentage point for a regular loan).",
    "- The loan product changes (for example fixed to adjustable).",
    "- A prepayment penalty is added.",
    "",
    "Other changes (a lower price after a repair credit, a different seller credit, a corrected fee) need a corrected Closing Disclosure at or before closing, but no new wait.",
    "",
    "## What the closing company needs from you",
    "",
    "- The Closing Disclosure the day it goes out, so the settlement statement balances to it.",
    "- Any change to credits, fees or the loan amount as soon as it is known.",
    "- Closing instructions and the package at least one business day before closing.",
    "",
    "---",
    footer,
  ];
  return rows.join("\r\n") + "\r\n";
}
