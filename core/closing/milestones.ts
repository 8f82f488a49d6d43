/**
 * An Iowa closing file's timeline, from the order to the Iowa Title Guaranty certificates (issue
 * 16). Iowa has no title insurance: title is shown by the abstract, continued by an abstractor and
 * examined by an attorney, whose opinion Iowa Title Guaranty (a division of the Iowa Finance
 * Authority) relies on for its commitment and, after the deed and mortgage are recorded and the
 * abstract continued again, its certificates. Pure: the steps, their wording and the rules; no I/O.
 */
import { z } from "zod";

export const CLOSING_KIND_VALUES = ["purchase", "refinance", "cash", "exchange_1031", "fsbo"] as const;
export const closingKindSchema = z.enum(CLOSING_KIND_VALUES);
export type ClosingKind = z.infer<typeof closingKindSchema>;

export const CLOSING_KIND_LABELS: Record<ClosingKind, string> = {
  purchase: "Purchase (financed)",
  refinance: "Refinance",
  cash: "Cash purchase",
  exchange_1031: "1031 exchange",
  fsbo: "For sale by owner",
};

/**
 * How title is shown: the Iowa abstract with an attorney's opinion and a title guaranty
 * certificate, or something else (a property whose title is shown another way, e.g. a
 * guaranty issued on an ITG title-plant search for a refinance).
 */
export const TITLE_EVIDENCE_VALUES = ["abstract_opinion_itg", "other"] as const;
export const titleEvidenceSchema = z.enum(TITLE_EVIDENCE_VALUES);
export type TitleEvidence = z.infer<typeof titleEvidenceSchema>;

export const MILESTONE_IDS = [
  "file_opened",
  "abstract_ordered",
  "abstract_continued",
  "title_opinion",
  "commitment",
  "objections_cleared",
  "closing_scheduled",
  "settlement_approved",
  "closed_disbursed",
  "recorded",
  "final_opinion",
  "certificates_issued",
] as const;
export const milestoneIdSchema = z.enum(MILESTONE_IDS);
export type MilestoneId = z.infer<typeof milestoneIdSchema>;

export const MILESTONE_STATE_VALUES = ["pending", "done", "waived", "blocked"] as const;
export type MilestoneState = (typeof MILESTONE_STATE_VALUES)[number];

/** What a step must record when it is done, besides the date. */
export type MilestoneDetail = "objections" | "recording_reference";

export interface MilestoneDefinition {
  id: MilestoneId;
  /** Staff, agents and lenders. */
  label: string;
  /** Buyers and sellers on the status page: plain words, no trade terms. */
  publicLabel: string;
  /** Steps that must be done or waived first. */
  after: readonly MilestoneId[];
  detail?: MilestoneDetail;
  /** Kinds of file for which the step may be waived (it is not needed for them). */
  optionalFor: readonly ClosingKind[];
  /** Waivable whatever the kind when title is not shown by abstract and opinion. */
  abstractOnly?: boolean;
}

export const MILESTONES: readonly MilestoneDefinition[] = [
  {
    id: "file_opened",
    label: "Order received and file opened",
    publicLabel: "We have your file and have started work",
    after: [],
    optionalFor: [],
  },
  {
    id: "abstract_ordered",
    label: "Abstract located and continuation ordered",
    publicLabel: "The property's title history has been found and sent for updating",
    after: ["file_opened"],
    optionalFor: [],
    abstractOnly: true,
  },
  {
    id: "abstract_continued",
    label: "Abstract continued",
    publicLabel: "The title history is up to date",
    after: ["abstract_ordered"],
    optionalFor: [],
    abstractOnly: true,
  },
  {
    id: "title_opinion",
    label: "Attorney's title opinion issued",
    publicLabel: "An attorney has reviewed the title",
    after: ["abstract_continued"],
    detail: "objections",
    optionalFor: [],
    abstractOnly: true,
  },
  {
    id: "commitment",
    label: "Iowa Title Guaranty commitment issued",
    publicLabel: "Iowa Title Guaranty has committed to guarantee the title",
    after: ["title_opinion"],
    // A cash buyer may decline an owner's certificate; no lender requires one.
    optionalFor: ["cash"],
  },
  {
    id: "objections_cleared",
    label: "Title objections cleared or waived",
    publicLabel: "Any title questions have been resolved",
    after: ["title_opinion"],
    optionalFor: [],
  },
  {
    id: "closing_scheduled",
    label: "Closing scheduled",
    publicLabel: "Your closing is scheduled",
    after: ["file_opened"],
    optionalFor: [],
  },
  {
    id: "settlement_approved",
    label: "Closing disclosure / settlement statement approved",
    publicLabel: "The final figures have been approved",
    after: ["closing_scheduled"],
    optionalFor: [],
  },
  {
    id: "closed_disbursed",
    label: "Closed and disbursed",
    publicLabel: "Closed: documents signed and funds paid out",
    after: ["objections_cleared", "commitment", "settlement_approved"],
    optionalFor: [],
  },
  {
    id: "recorded",
    label: "Deed and mortgage recorded",
    publicLabel: "The deed and mortgage are recorded with the county",
    after: ["closed_disbursed"],
    detail: "recording_reference",
    optionalFor: [],
  },
  {
    id: "final_opinion",
    label: "Post-closing abstract continuation and final opinion",
    publicLabel: "The title history has been updated after closing",
    after: ["recorded"],
    optionalFor: [],
    abstractOnly: true,
  },
  {
    id: "certificates_issued",
    label: "Title guaranty certificates issued (file complete)",
    publicLabel: "Title guaranty certificates issued: your file is complete",
    after: ["final_opinion", "commitment"],
    optionalFor: ["cash"],
  },
];

const BY_ID = new Map(MILESTONES.map((m) => [m.id, m]));

export function milestone(id: MilestoneId): MilestoneDefinition {
  return BY_ID.get(id)!;
}

export interface FileShape {
  kind: ClosingKind;
  titleEvidence: TitleEvidence;
}

/** Whether the step may be waived on this file: it is not needed for its kind or its title evidence. */
export function isWaivable(id: MilestoneId, file: FileShape): boolean {
  const m = milestone(id);
  return m.optionalFor.includes(file.kind) || (m.abstractOnly === true && file.titleEvidence !== "abstract_opinion_itg");
}

export interface MilestoneStatus {
  id: MilestoneId;
  state: MilestoneState;
}

export type Timeline = readonly MilestoneStatus[];

/** A new file's timeline: every step pending, in order. */
export function newTimeline(): MilestoneStatus[] {
  return MILESTONES.map((m) => ({ id: m.id, state: "pending" }));
}

function stateOf(timeline: Timeline, id: MilestoneId): MilestoneState {
  return timeline.find((s) => s.id === id)?.state ?? "pending";
}

const settled = (state: MilestoneState) => state === "done" || state === "waived";

/** The steps that must be done or waived before `id` and are not yet. */
export function missingBefore(timeline: Timeline, id: MilestoneId): MilestoneId[] {
  return milestone(id).after.filter((before) => !settled(stateOf(timeline, before)));
}

/**
 * Every step that must be done or waived before `id` and is not yet: its own earlier steps and,
 * through them, theirs, in the timeline's order. Staff told only the nearest would do those, try
 * again and be refused again; this is the whole list at once.
 */
export function allMissingBefore(timeline: Timeline, id: MilestoneId): MilestoneId[] {
  const needed = new Set<MilestoneId>();
  const visit = (step: MilestoneId) => {
    for (const before of milestone(step).after) {
      if (needed.has(before)) continue;
      needed.add(before);
      visit(before);
    }
  };
  visit(id);
  return MILESTONE_IDS.filter((m) => needed.has(m) && !settled(stateOf(timeline, m)));
}

/**
 * The steps staff can mark done now: not yet done or waived, with every earlier step settled.
 * The timeline offers "Mark done" on those that record nothing but the date.
 */
export function readySteps(timeline: Timeline): MilestoneId[] {
  return MILESTONES.filter((m) => !settled(stateOf(timeline, m.id)) && missingBefore(timeline, m.id).length === 0).map((m) => m.id);
}

/** Whether marking the step done records only its date (no objections, no recording reference). */
export function needsOnlyDate(id: MilestoneId): boolean {
  return milestone(id).detail === undefined;
}

/** Steps already done or waived that rest on `id` (it cannot go back to pending while they stand). */
export function settledAfter(timeline: Timeline, id: MilestoneId): MilestoneId[] {
  return MILESTONES.filter((m) => m.after.includes(id) && settled(stateOf(timeline, m.id))).map((m) => m.id);
}

export type MoveRefusal =
  | { code: "needs_earlier_steps"; missing: MilestoneId[] }
  | { code: "not_waivable" }
  | { code: "later_steps_settled"; later: MilestoneId[] }
  | { code: "unchanged" };

/** Whether `id` may move to `to` on this file; undefined when it may. */
export function refusalOf(timeline: Timeline, file: FileShape, id: MilestoneId, to: MilestoneState): MoveRefusal | undefined {
  const from = stateOf(timeline, id);
  if (from === to && to !== "blocked") return { code: "unchanged" };
  if (to === "waived" && !isWaivable(id, file)) return { code: "not_waivable" };
  if (to === "done") {
    const missing = allMissingBefore(timeline, id);
    if (missing.length > 0) return { code: "needs_earlier_steps", missing };
  }
  if (settled(from) && !settled(to)) {
    const later = settledAfter(timeline, id);
    if (later.length > 0) return { code: "later_steps_settled", later };
  }
  return undefined;
}

/** The step the file is waiting on: the first blocked or pending step whose earlier steps are settled, else the first unsettled one. */
export function nextStep(timeline: Timeline): MilestoneId | undefined {
  const open = MILESTONES.filter((m) => !settled(stateOf(timeline, m.id)));
  return (open.find((m) => missingBefore(timeline, m.id).length === 0) ?? open[0])?.id;
}

/** Every step done or waived: the file is complete. */
export function isComplete(timeline: Timeline): boolean {
  return MILESTONES.every((m) => settled(stateOf(timeline, m.id)));
}

/** Done and waived steps out of all, as a whole percentage. */
export function progressPercent(timeline: Timeline): number {
  const count = MILESTONES.filter((m) => settled(stateOf(timeline, m.id))).length;
  return Math.round((count / MILESTONES.length) * 100);
}

const STATE_WORDS: Record<MilestoneState, string> = { pending: "pending", done: "done", waived: "waived", blocked: "blocked" };

/** "A", "A and B", "A; B; and C": labels may hold commas and slashes, so longer lists use semicolons. */
function listOf(ids: readonly MilestoneId[]): string {
  const labels = ids.map((id) => `“${milestone(id).label}”`);
  if (labels.length <= 2) return labels.join(" and ");
  return `${labels.slice(0, -1).join("; ")}; and ${labels.at(-1)}`;
}

/**
 * A refused move as staff read it (the 409's message): what to do first, naming every step by its
 * full label, the earliest first, so one reading is enough to put the file in order.
 */
export function refusalMessage(refusal: MoveRefusal, id: MilestoneId, to: MilestoneState): string {
  const label = milestone(id).label;
  switch (refusal.code) {
    case "needs_earlier_steps": {
      const count = refusal.missing.length;
      const these = count === 1 ? "this step" : `these ${count} steps`;
      return `“${label}” can't be marked done yet. Mark ${these} done or waived first: ${listOf(refusal.missing)}.`;
    }
    case "not_waivable":
      return `“${label}” cannot be waived on this file: this kind of closing needs it.`;
    case "later_steps_settled":
      return `“${label}” cannot be set back to ${STATE_WORDS[to]} while later steps stand. Reopen these first: ${listOf(refusal.later)}.`;
    case "unchanged":
      return `“${label}” is already ${STATE_WORDS[to]}.`;
  }
}

export const MILESTONE_MESSAGES = {
  reasonRequired: "Say what is holding this step up: who owes what, and by when.",
  reasonTooLong: "Please keep the reason to 300 characters.",
  recordingReferenceRequired: "Enter the recording reference (book and page, or instrument number).",
  dateRequired: "Enter the date this step was done.",
} as const;

const reason = z.string().trim().max(300, MILESTONE_MESSAGES.reasonTooLong);

/**
 * One change to one step, as staff send it. Blocked needs the reason; done needs the step's detail
 * (the recording reference) and takes the date it was done, today in Iowa when none is sent ("Mark
 * done"). The opinion's number of objections, left out, is the file's opinion_objection requests
 * not waived (request-gates.ts objectionCount), counted by the server. The rules of order are
 * refusalOf's.
 */
export const milestoneChangeSchema = z
  .object({
    milestone: milestoneIdSchema,
    state: z.enum(MILESTONE_STATE_VALUES),
    date: z.iso.date({ error: MILESTONE_MESSAGES.dateRequired }).optional(),
    reason: reason.optional(),
    objections: z.number().int().min(0).max(999).optional(),
    recording_reference: z.string().trim().max(100).optional(),
  })
  .superRefine((change, ctx) => {
    if (change.state === "blocked" && !change.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: MILESTONE_MESSAGES.reasonRequired });
    }
    if (change.state !== "done") return;
    const detail = milestone(change.milestone).detail;
    if (detail === "recording_reference" && !change.recording_reference) {
      ctx.addIssue({ code: "custom", path: ["recording_reference"], message: MILESTONE_MESSAGES.recordingReferenceRequired });
    }
  });
export type MilestoneChange = z.infer<typeof milestoneChangeSchema>;
