/**
 * The completion e-mail (issue 29): when a closing file reaches "closed and disbursed", each buyer
 * and seller on it gets one e-mail that congratulates them, says what to keep and what comes next
 * in Iowa, and whom to call. No amounts, ever: an e-mail can be forwarded. Pure: the server decides
 * who gets it, once (server/closing/completion-notice.ts).
 *
 * Iowa rules it states (docs in ../shared/IOWA-RULES.md, checked against the Code):
 * - property taxes are paid in arrears to the county treasurer in two halves, due in September and
 *   March and delinquent from October 1 and April 1 (Iowa Code §445.36 and §445.37);
 * - a new owner claims the homestead credit with the assessor by July 1 of the year it is first
 *   claimed; a later claim counts for the following year, and a buyer must file anew (Iowa Code §425.2).
 */
import { renderEmail, type EmailBlock, type RenderedEmail } from "../messaging/email-layout.ts";
import { SITE } from "../site/settings.ts";
import type { ClosingKind } from "./milestones.ts";

export type CompletionRole = "buyer" | "seller";

export interface CompletionMailInput {
  /** The person's name as on the file (greeted by first name). */
  name: string;
  /** Their roles on the file: buyer, seller, or (rarely) both. */
  roles: readonly CompletionRole[];
  kind: ClosingKind;
  propertyAddress: string;
  fileNumber: string;
  /** Whether the deed (and mortgage) is already recorded when this goes out. */
  recorded: boolean;
  /** The buyer's and seller's status page, when a live link exists. */
  statusUrl: string | null;
}

/** "412 Elm St" of "412 Elm St, Cedar Falls, IA 50613". */
const streetOf = (address: string) => address.split(",")[0]!.trim();

export const IOWA_AFTER_CLOSING = {
  propertyTaxes:
    "Iowa property taxes are paid in arrears, in two halves, to the county treasurer: the first half by September 30 and the second by March 31 " +
    "(interest starts on October 1 and April 1; Iowa Code §445.36 and §445.37). If your lender pays them from an escrow account, it does this for you; " +
    "otherwise watch for the statement from the county treasurer.",
  homestead:
    "If this is your home, claim the homestead tax credit with your city or county assessor by July 1 (Iowa Code §425.2). " +
    "A claim filed after July 1 counts from the following year. You file once, and it carries on while you own and live in the home.",
  sellerTaxes:
    "Iowa property taxes are paid in arrears, so at closing you credited the buyer for the taxes up to the closing date; the tax statements " +
    "that come after closing are the buyer's to pay. If one reaches you, call us.",
} as const;

function keepList(input: CompletionMailInput, buyer: boolean, seller: boolean): string[] {
  const purchase = input.kind !== "refinance";
  const items = [
    `Your settlement statement${seller && !buyer ? ": you will need it for your income tax return for the year of the sale" : ": keep it with your tax records"}.`,
  ];
  if (buyer && purchase) {
    items.push(
      input.recorded
        ? "Your deed: it is recorded with the county recorder, and the recorded original comes back to you by mail once the recorder returns it."
        : "Your deed: we are recording it with the county recorder, and the recorded original comes back to you by mail once the recorder returns it, usually within a few weeks.",
      "Your owner's title guaranty certificate from Iowa Title Guaranty, if you chose owner's coverage: we send it once the title work after closing is finished.",
    );
  }
  if (buyer && !purchase) {
    items.push("Your recorded mortgage: we record it with the county recorder, and a copy comes back to you once the recorder returns it.");
  }
  return items;
}

function nextList(input: CompletionMailInput, buyer: boolean, seller: boolean): string[] {
  const purchase = input.kind !== "refinance";
  const items: string[] = [];
  if (buyer) items.push(IOWA_AFTER_CLOSING.propertyTaxes);
  if (buyer && purchase) items.push(IOWA_AFTER_CLOSING.homestead);
  if (seller) {
    items.push(
      IOWA_AFTER_CLOSING.sellerTaxes,
      "If a mortgage was paid off at closing, your lender releases it with the county recorder and returns any escrow balance to you, usually within a few weeks.",
      "Cancel your homeowner's insurance on the property and move the utilities out of your name, if you have not already.",
    );
  }
  return items;
}

export function completionMail(input: CompletionMailInput): RenderedEmail {
  const buyer = input.roles.includes("buyer");
  const seller = input.roles.includes("seller");
  const blocks: EmailBlock[] = [
    `Congratulations! Your closing of ${input.propertyAddress} (our file ${input.fileNumber}) is complete: the documents are signed and the funds are paid out. Thank you for trusting ${SITE.brand} with it.`,
    { heading: "What to keep" },
    { list: keepList(input, buyer, seller) },
    { heading: "What comes next" },
    { list: nextList(input, buyer, seller) },
  ];
  if (input.statusUrl) {
    blocks.push("Your status page shows the recording and the title work after closing as we finish them:", {
      button: { label: "Open your status page", url: input.statusUrl },
    });
  }
  blocks.push(`Questions after closing? Call us at ${SITE.phone} or write to ${SITE.email}; we are glad to help.`);
  return renderEmail({
    subject: `Congratulations on your closing: ${streetOf(input.propertyAddress)}`,
    greeting: input.name,
    blocks,
    signOff: ["With our thanks,", SITE.brand],
  });
}
