import { describe, expect, it } from "vitest";
import {
  MILESTONES,
  MILESTONE_IDS,
  MILESTONE_MESSAGES,
  isComplete,
  isWaivable,
  milestoneChangeSchema,
  newTimeline,
  needsOnlyDate,
  nextStep,
  progressPercent,
  readySteps,
  refusalMessage,
  refusalOf,
  type FileShape,
  type MilestoneId,
  type MilestoneState,
  type MilestoneStatus,
} from "./milestones.ts";

const purchase: FileShape = { kind: "purchase", titleEvidence: "abstract_opinion_itg" };
const cash: FileShape = { kind: "cash", titleEvidence: "abstract_opinion_itg" };
const refinanceOnPlant: FileShape = { kind: "refinance", titleEvidence: "other" };

/** A timeline with the given steps set; the rest pending. */
function timeline(states: Partial<Record<MilestoneId, MilestoneState>>): MilestoneStatus[] {
  return newTimeline().map((s) => ({ ...s, state: states[s.id] ?? s.state }));
}

/** Every step up to and including `last` done. */
function doneThrough(last: MilestoneId): Partial<Record<MilestoneId, MilestoneState>> {
  const ids = MILESTONE_IDS.slice(0, MILESTONE_IDS.indexOf(last) + 1);
  return Object.fromEntries(ids.map((id) => [id, "done"]));
}

describe("the Iowa timeline", () => {
  it("runs from the order to the title guaranty certificates, in the issue's order and wording", () => {
    expect(MILESTONES.map((m) => m.label)).toEqual([
      "Order received and file opened",
      "Abstract located and continuation ordered",
      "Abstract continued",
      "Attorney's title opinion issued",
      "Iowa Title Guaranty commitment issued",
      "Title objections cleared or waived",
      "Closing scheduled",
      "Closing disclosure / settlement statement approved",
      "Closed and disbursed",
      "Deed and mortgage recorded",
      "Post-closing abstract continuation and final opinion",
      "Title guaranty certificates issued (file complete)",
    ]);
  });

  it("only ever needs steps that come before (no step waits on a later one)", () => {
    MILESTONES.forEach((m, i) => {
      for (const before of m.after) expect(MILESTONE_IDS.indexOf(before), `${m.id} after ${before}`).toBeLessThan(i);
    });
  });

  it("has plain words for buyers and sellers on every step", () => {
    for (const m of MILESTONES) expect(m.publicLabel).not.toMatch(/abstract|opinion|commitment|disclosure|disburs/i);
  });
});

describe("which steps may be waived", () => {
  it.each<[MilestoneId, FileShape, boolean]>([
    ["commitment", cash, true], // a cash buyer may decline an owner's certificate
    ["certificates_issued", cash, true],
    ["commitment", purchase, false], // the lender requires its certificate
    ["certificates_issued", purchase, false],
    ["abstract_continued", purchase, false],
    ["abstract_continued", refinanceOnPlant, true], // title not shown by abstract and opinion
    ["title_opinion", refinanceOnPlant, true],
    ["final_opinion", refinanceOnPlant, true],
    ["recorded", refinanceOnPlant, false], // the new mortgage is always recorded
    ["closed_disbursed", cash, false],
    ["file_opened", { kind: "fsbo", titleEvidence: "other" }, false],
  ])("%s on %j: %s", (id, file, waivable) => {
    expect(isWaivable(id, file)).toBe(waivable);
  });
});

describe("moving a step", () => {
  it.each<[string, Partial<Record<MilestoneId, MilestoneState>>, FileShape, MilestoneId, MilestoneState, unknown]>([
    ["the first step can be done at once", {}, purchase, "file_opened", "done", undefined],
    ["a step cannot be done before the steps it needs, and theirs", {}, purchase, "abstract_continued", "done", { code: "needs_earlier_steps", missing: ["file_opened", "abstract_ordered"] }],
    [
      "closing needs clear title, the commitment and approved figures, and the scheduling they rest on",
      doneThrough("title_opinion"),
      purchase,
      "closed_disbursed",
      "done",
      { code: "needs_earlier_steps", missing: ["commitment", "objections_cleared", "closing_scheduled", "settlement_approved"] },
    ],
    ["a closing can be scheduled while title work goes on", { file_opened: "done" }, purchase, "closing_scheduled", "done", undefined],
    ["a waived step counts as settled for the next", { ...doneThrough("title_opinion"), commitment: "waived", objections_cleared: "done", closing_scheduled: "done", settlement_approved: "done" }, cash, "closed_disbursed", "done", undefined],
    ["a required step cannot be waived", {}, purchase, "commitment", "waived", { code: "not_waivable" }],
    ["any open step can be blocked", {}, purchase, "abstract_ordered", "blocked", undefined],
    ["a blocked step can be blocked again with a new reason", { abstract_ordered: "blocked" }, purchase, "abstract_ordered", "blocked", undefined],
    ["a blocked step can be done once its earlier steps are", { file_opened: "done", abstract_ordered: "blocked" }, purchase, "abstract_ordered", "done", undefined],
    ["a done step can be reopened while nothing rests on it", doneThrough("abstract_ordered"), purchase, "abstract_ordered", "pending", undefined],
    ["not once a later step rests on it", doneThrough("abstract_continued"), purchase, "abstract_ordered", "pending", { code: "later_steps_settled", later: ["abstract_continued"] }],
    ["setting the same state changes nothing", { file_opened: "done" }, purchase, "file_opened", "done", { code: "unchanged" }],
  ])("%s", (_, states, file, id, to, expected) => {
    expect(refusalOf(timeline(states), file, id, to)).toEqual(expected);
  });
});

describe("what an out-of-order move says", () => {
  const label = (id: MilestoneId) => `“${MILESTONES.find((m) => m.id === id)!.label}”`;
  it.each<[string, Partial<Record<MilestoneId, MilestoneState>>, MilestoneId, MilestoneId[]]>([
    ["one step missing", { file_opened: "done" }, "abstract_continued", ["abstract_ordered"]],
    ["two, the earlier first", {}, "abstract_continued", ["file_opened", "abstract_ordered"]],
    [
      "closing on a new file names all eight steps before it",
      {},
      "closed_disbursed",
      ["file_opened", "abstract_ordered", "abstract_continued", "title_opinion", "commitment", "objections_cleared", "closing_scheduled", "settlement_approved"],
    ],
    ["settled steps are not named", { ...doneThrough("title_opinion"), closing_scheduled: "done" }, "closed_disbursed", ["commitment", "objections_cleared", "settlement_approved"]],
    ["a waived step counts as settled", { ...doneThrough("recorded"), final_opinion: "waived" }, "certificates_issued", []],
    [
      "the last step on a new file names every one before it",
      {},
      "certificates_issued",
      MILESTONE_IDS.filter((id) => id !== "certificates_issued"),
    ],
  ])("%s", (_, states, id, missing) => {
    const refusal = refusalOf(timeline(states), purchase, id, "done");
    if (missing.length === 0) {
      expect(refusal).toBeUndefined();
      return;
    }
    expect(refusal).toEqual({ code: "needs_earlier_steps", missing });
    const message = refusalMessage(refusal!, id, "done");
    // Every missing step, by its whole label, in timeline order; none that is settled.
    const at = missing.map((m) => message.indexOf(label(m)));
    for (const i of at) expect(i).toBeGreaterThan(-1);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const other of MILESTONE_IDS.filter((m) => m !== id && !missing.includes(m))) expect(message).not.toContain(label(other));
  });

  it("reads as a sentence", () => {
    const refusal = refusalOf(timeline({}), purchase, "abstract_continued", "done")!;
    expect(refusalMessage(refusal, "abstract_continued", "done")).toBe(
      "“Abstract continued” can't be marked done yet. Mark these 2 steps done or waived first: “Order received and file opened” and “Abstract located and continuation ordered”.",
    );
  });
});

describe("Mark done", () => {
  it.each<[string, Partial<Record<MilestoneId, MilestoneState>>, MilestoneId[]]>([
    ["a new file: only its opening", {}, ["file_opened"]],
    ["then the abstract and the scheduling, side by side", { file_opened: "done" }, ["abstract_ordered", "closing_scheduled"]],
    ["a blocked step is ready once its earlier steps are", { file_opened: "done", abstract_ordered: "blocked" }, ["abstract_ordered", "closing_scheduled"]],
    ["nothing once complete", doneThrough("certificates_issued"), []],
  ])("%s", (_, states, ready) => {
    expect(readySteps(timeline(states))).toEqual(ready);
  });

  it.each<[MilestoneId, boolean]>([
    ["file_opened", true],
    ["closing_scheduled", true],
    ["title_opinion", false], // the number of objections
    ["recorded", false], // the recording reference
  ])("%s records only its date: %s", (id, only) => {
    expect(needsOnlyDate(id)).toBe(only);
  });
});

describe("where the file stands", () => {
  it.each<[string, Partial<Record<MilestoneId, MilestoneState>>, MilestoneId | undefined, number]>([
    ["a new file waits on its opening", {}, "file_opened", 0],
    ["then on the abstract", { file_opened: "done" }, "abstract_ordered", 8],
    ["a blocked step is what the file waits on", { file_opened: "done", abstract_ordered: "blocked" }, "abstract_ordered", 8],
    ["the first step whose earlier steps are settled", { file_opened: "done", abstract_ordered: "done", closing_scheduled: "done" }, "abstract_continued", 25],
    ["a recorded file waits on the final opinion", doneThrough("recorded"), "final_opinion", 83],
    ["complete", doneThrough("certificates_issued"), undefined, 100],
  ])("%s", (_, states, next, percent) => {
    const t = timeline(states);
    expect(nextStep(t)).toBe(next);
    expect(progressPercent(t)).toBe(percent);
    expect(isComplete(t)).toBe(next === undefined);
  });

  it("a cash file is complete with the owner's coverage waived", () => {
    expect(isComplete(timeline({ ...doneThrough("final_opinion"), commitment: "waived", certificates_issued: "waived" }))).toBe(true);
  });
});

describe("a change as staff send it", () => {
  it.each<[string, unknown, Record<string, string> | undefined]>([
    ["done with its date", { milestone: "file_opened", state: "done", date: "2026-11-23" }, undefined],
    ["done without a date (Mark done: today in Iowa)", { milestone: "file_opened", state: "done" }, undefined],
    ["the opinion without its number of objections (the server counts the objection requests)", { milestone: "title_opinion", state: "done", date: "2026-11-23" }, undefined],
    ["zero objections is an answer", { milestone: "title_opinion", state: "done", date: "2026-11-23", objections: 0 }, undefined],
    ["recording needs its reference", { milestone: "recorded", state: "done", date: "2026-12-02", recording_reference: " " }, { recording_reference: MILESTONE_MESSAGES.recordingReferenceRequired }],
    ["recorded with book and page", { milestone: "recorded", state: "done", date: "2026-12-02", recording_reference: "Book 2026 Page 4512" }, undefined],
    ["blocked needs the reason", { milestone: "abstract_ordered", state: "blocked" }, { reason: MILESTONE_MESSAGES.reasonRequired }],
    ["blocked with who owes what by when", { milestone: "abstract_ordered", state: "blocked", reason: "Seller to bring the abstract to our Pella office by Dec 1" }, undefined],
    ["a reason past 300 characters", { milestone: "abstract_ordered", state: "blocked", reason: "x".repeat(301) }, { reason: MILESTONE_MESSAGES.reasonTooLong }],
    ["an impossible date", { milestone: "file_opened", state: "done", date: "2026-02-30" }, { date: MILESTONE_MESSAGES.dateRequired }],
  ])("%s", (_, input, errors) => {
    const result = milestoneChangeSchema.safeParse(input);
    if (!errors) {
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
      return;
    }
    expect(result.success).toBe(false);
    const got = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(got).toEqual(errors);
  });

  it("refuses an unknown step or state", () => {
    expect(milestoneChangeSchema.safeParse({ milestone: "appraisal", state: "done", date: "2026-11-23" }).success).toBe(false);
    expect(milestoneChangeSchema.safeParse({ milestone: "file_opened", state: "finished", date: "2026-11-23" }).success).toBe(false);
  });
});
