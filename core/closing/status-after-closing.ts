/**
 * "What comes after closing" on the status page (issue 29): once a file is closed and disbursed,
 * the appointment is past, so the page shows instead what still happens (recording, the final
 * title work, the title guaranty certificates), what to keep, and whom to call. Pure.
 *
 * Iowa: the deed is recorded with the county recorder; after recording the abstract is continued
 * and the attorney's final opinion follows, then Iowa Title Guaranty's certificates (Iowa Code
 * 16.91). An owner's certificate is Iowa's counterpart of an owner's title policy: title insurance
 * is not sold in Iowa (Iowa Code 515.48). A refinance records a mortgage, not a deed, and has no
 * owner's certificate.
 */
import type { StatusPage } from "../api/status-page.ts";
import type { ClosingKind, MilestoneId, MilestoneState } from "./milestones.ts";

type AfterClosing = NonNullable<StatusPage["after_closing"]>;

export const AFTER_CLOSING_STEPS = ["recorded", "final_opinion", "certificates_issued"] as const satisfies readonly MilestoneId[];
type AfterStep = (typeof AFTER_CLOSING_STEPS)[number];

const STEP_TEXT: Record<AfterStep, (kind: ClosingKind, county: string) => { title: string; text: string }> = {
  recorded: (kind, county) =>
    kind === "refinance"
      ? { title: "Your mortgage is recorded", text: `We record the new mortgage with the ${county} County recorder, usually within a few business days of closing.` }
      : { title: "The deed is recorded", text: `We record the deed, and any mortgage, with the ${county} County recorder, usually within a few business days of closing.` },
  final_opinion: () => ({
    title: "The title work is finished",
    text: "After recording, the abstract is brought up to date and the attorney gives a final opinion on the title. This usually takes a few weeks.",
  }),
  certificates_issued: (kind) => ({
    title: "The title guaranty certificates are issued",
    text:
      kind === "refinance"
        ? "Iowa Title Guaranty issues the lender's certificate for your new loan. Nothing is needed from you."
        : "Iowa Title Guaranty issues the owner's certificate, which protects the buyer's title as an owner's title policy does in other states. We send it to the buyer when it arrives.",
  }),
};

export interface KeepItem {
  title: string;
  text: string;
}

export const KEEP = {
  settlement: {
    title: "Your settlement statement",
    text: "It lists every amount paid at closing. Keep it with your tax records: you may need it for your income taxes and when you sell.",
  },
  deed: {
    title: "The recorded deed",
    text: "Once recorded, the deed is part of the county's public record. Keep the original we send you after recording with your important papers.",
  },
  mortgage: {
    title: "Your loan papers",
    text: "Keep your copy of the note and mortgage; your lender sends your first payment details.",
  },
  ownersCertificate: {
    title: "The owner's title guaranty certificate",
    text: "Iowa's counterpart of an owner's title policy. Keep it for as long as you own the property.",
  },
  abstract: {
    title: "The abstract, if it comes to you",
    text: "The abstract is the property's title history. Keep it safe: the next sale of the property starts from it.",
  },
} as const satisfies Record<string, KeepItem>;

/** What to keep, for this kind of file; the owner's certificate only when the file gets one. */
export function keepList(kind: ClosingKind, ownersCertificate: boolean): KeepItem[] {
  if (kind === "refinance") return [KEEP.settlement, KEEP.mortgage];
  return [KEEP.settlement, KEEP.deed, ...(ownersCertificate ? [KEEP.ownersCertificate] : []), KEEP.abstract];
}

export interface AfterClosingInput {
  kind: ClosingKind;
  county: string;
  steps: readonly { id: MilestoneId; state: MilestoneState; doneOn: string | null }[];
  /** Whom to call: the closer's name (or null) and the number to call. */
  contact: { name: string | null; phone: string };
}

/** The section, or null while the file has not closed (closed and disbursed not done). */
export function afterClosingOf(input: AfterClosingInput): AfterClosing | null {
  const stateOf = (id: MilestoneId) => input.steps.find((s) => s.id === id);
  if (stateOf("closed_disbursed")?.state !== "done") return null;
  const certificatesWaived = stateOf("certificates_issued")?.state === "waived";
  const steps = AFTER_CLOSING_STEPS.filter((id) => stateOf(id)?.state !== "waived").map((id) => {
    const step = stateOf(id);
    return { id, ...STEP_TEXT[id](input.kind, input.county), state: step?.state ?? "pending", done_on: step?.doneOn ?? null };
  });
  const who = input.contact.name ? `${input.contact.name} at ${input.contact.phone}` : `us at ${input.contact.phone}`;
  return {
    steps,
    keep: keepList(input.kind, !certificatesWaived),
    call: `Questions about anything after closing, or a document you cannot find? Call ${who}.`,
  };
}
