/**
 * The status page's words for each step (issue 29): what happens next, in plain future words, and
 * what a blocked step is waiting for. A buyer or seller reads them on a link that may be
 * forwarded, so they never carry staff's own reason for a block (it names people, banks and
 * amounts): each step says in general words what it waits for. Who owes it comes with the file's
 * requests (issue 30), not from here.
 *
 * Iowa title in plain words: title is shown by the abstract, brought up to date by an abstractor
 * and examined by an attorney; Iowa Title Guaranty, a division of the Iowa Finance Authority
 * (Iowa Code 16.91), guarantees it, since title insurance is not sold in Iowa (Iowa Code 515.48).
 */
import type { MilestoneId } from "./milestones.ts";

export interface StepWords {
  /** What happens next, when this is the step the file waits on: a sentence in the future. */
  next: string;
  /** What a blocked step is waiting for, in plain words. */
  awaiting: string;
}

export const STATUS_STEP_WORDS: Record<MilestoneId, StepWords> = {
  file_opened: {
    next: "We open your file and start work on your closing.",
    awaiting: "We are waiting for a detail we need before we can open your file.",
  },
  abstract_ordered: {
    next: "We find the property's abstract (its title history) and send it to an abstractor to be brought up to date.",
    awaiting: "We are waiting to receive the property's abstract, which is often held by the seller or the seller's lender.",
  },
  abstract_continued: {
    next: "The abstractor brings the property's title history up to date.",
    awaiting: "We are waiting for the abstractor to return the updated title history.",
  },
  title_opinion: {
    next: "The attorney reviews the title and writes an opinion on it.",
    awaiting: "We are waiting for the attorney's opinion on the title.",
  },
  commitment: {
    next: "Iowa Title Guaranty commits to guarantee the title.",
    awaiting: "We are waiting for Iowa Title Guaranty's commitment to guarantee the title.",
  },
  objections_cleared: {
    next: "We resolve any questions the attorney raised about the title.",
    awaiting: "We are waiting for a document that answers a question about the title, such as the release of an old mortgage.",
  },
  closing_scheduled: {
    next: "We set the date, time and place of your closing with everyone involved.",
    awaiting: "We are waiting to agree on a closing date and time with everyone involved.",
  },
  settlement_approved: {
    next: "The final figures on the settlement statement are checked and approved.",
    awaiting: "We are waiting for final figures, such as a loan payoff or the lender's numbers, to complete the settlement statement.",
  },
  closed_disbursed: {
    next: "You sign the closing documents, and we pay out the funds.",
    awaiting: "We are waiting for what must be in hand before funds can be paid out, such as the lender's funds or a signature.",
  },
  recorded: {
    next: "We record the deed, and any mortgage, with the county recorder.",
    awaiting: "We are waiting for the county recorder to record the documents.",
  },
  final_opinion: {
    next: "The abstract is brought up to date to show the recording, and the attorney gives a final opinion on the title.",
    awaiting: "We are waiting for the updated abstract or the attorney's final opinion.",
  },
  certificates_issued: {
    next: "Iowa Title Guaranty issues the title guaranty certificates, and your file is complete.",
    awaiting: "We are waiting for Iowa Title Guaranty to issue the certificates.",
  },
};

/** The next step as a buyer or seller reads it. */
export function nextStepText(id: MilestoneId): string {
  return STATUS_STEP_WORDS[id].next;
}

/** What a blocked step waits for. */
export function awaitingText(id: MilestoneId): string {
  return STATUS_STEP_WORDS[id].awaiting;
}
