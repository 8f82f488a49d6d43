import { describe, expect, it } from "vitest";
import { MILESTONE_IDS, type MilestoneId, type MilestoneState } from "./milestones.ts";
import { awaitingText, nextStepText } from "./status-step-words.ts";
import {
  statusAppointment,
  statusCloser,
  statusDocuments,
  statusOffice,
  statusPageOf,
  statusTimeline,
  wireFraudWarning,
  type StatusDocumentInput,
  type StatusPageInput,
} from "./status-page.ts";

const steps = (states: Partial<Record<MilestoneId, MilestoneState>> = {}) =>
  MILESTONE_IDS.map((id) => ({ id, state: states[id] ?? "pending", doneOn: states[id] === "done" ? "2026-11-20" : null }));

const base: StatusPageInput = {
  fileNumber: "HC-2026-01001",
  propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
  county: "Black Hawk",
  kind: "purchase",
  appointment: { date: "2026-12-18", time: "14:30" },
  place: "office",
  location: "315 Main Street, Suite 200, Cedar Falls",
  steps: steps({ file_opened: "done" }),
  nextMilestone: "abstract_ordered",
  progressPercent: 8,
  complete: false,
  documents: [],
  expiresAt: null,
  closer: null,
};

describe("the wire-fraud warning", () => {
  it("names the published number and tells people not to trust e-mailed instructions", () => {
    expect(wireFraudWarning()).toBe(
      "We never send wiring instructions or bank details by e-mail or text, and we never change them by e-mail, text or phone call. Before you wire any money, call us at (319) 555-0142, a number you look up yourself and never one from an e-mail, and confirm the instructions with a person.",
    );
    expect(wireFraudWarning("(641) 555-0118")).toContain("call us at (641) 555-0118, ");
  });
});

describe("the office to call", () => {
  it("is the company at its published number and the main office's address", () => {
    expect(statusOffice()).toEqual({
      name: "Heartland Closing Co.",
      phone: "(319) 555-0142",
      email: "hello@heartlandclosing.example",
      address: "315 Main Street, Suite 200, Cedar Falls, IA 50613",
    });
  });
});

describe("the appointment", () => {
  it.each([
    [null, "office", "x", null],
    [
      { date: "2026-12-18", time: "14:30" },
      "office",
      "315 Main Street",
      { date: "2026-12-18", time: "14:30", place_label: "At our office", location: "315 Main Street", description: "Friday, December 18, 2026 at 2:30 PM (Iowa time)" },
    ],
    [
      { date: "2026-12-18", time: null },
      "remote_online_notary",
      null,
      { date: "2026-12-18", time: null, place_label: "Remote online notary (video)", location: null, description: "Friday, December 18, 2026" },
    ],
    [
      { date: "2027-01-04", time: "09:00" },
      null,
      null,
      { date: "2027-01-04", time: "09:00", place_label: null, location: null, description: "Monday, January 4, 2027 at 9:00 AM (Iowa time)" },
    ],
  ] as const)("%j at %s (%s) reads %j", (appointment, place, location, expected) => {
    expect(statusAppointment(appointment, place, location)).toEqual(expected);
  });
});

describe("the timeline", () => {
  it("uses the public words and drops everything a step carries beyond state and date", () => {
    const withExtras = steps({ file_opened: "done", abstract_ordered: "blocked" }).map((s) => ({
      ...s,
      reason: "Seller owes the old abstract",
      objections: 2,
      recording_reference: "Book 2026 Page 1234",
    }));
    const timeline = statusTimeline(withExtras);
    expect(timeline).toHaveLength(12);
    expect(timeline[0]).toEqual({ id: "file_opened", label: "We have your file and have started work", state: "done", done_on: "2026-11-20", awaiting: null });
    expect(timeline[1]).toEqual({
      id: "abstract_ordered",
      label: "The property's title history has been found and sent for updating",
      state: "blocked",
      done_on: null,
      awaiting: "We are waiting to receive the property's abstract, which is often held by the seller or the seller's lender.",
    });
    expect(JSON.stringify(timeline)).not.toMatch(/"reason"|"objections"|"recording_reference"|Seller owes|Book 2026/);
  });
});

describe("documents", () => {
  const doc = (id: string, visibility: StatusDocumentInput["visibility"], createdAt: string): StatusDocumentInput => ({
    id,
    name: `${id}.pdf`,
    label: null,
    sizeBytes: 1000,
    createdAt,
    visibility,
  });

  it.each([
    [[], []],
    [[doc("a", "staff", "2026-11-01T00:00:00.000Z")], []],
    [[doc("a", "professionals", "2026-11-01T00:00:00.000Z")], []],
    [[doc("a", "everyone", "2026-11-01T00:00:00.000Z")], ["a"]],
    [
      [
        doc("old", "everyone", "2026-11-01T00:00:00.000Z"),
        doc("staff", "staff", "2026-11-03T00:00:00.000Z"),
        doc("new", "everyone", "2026-11-02T00:00:00.000Z"),
        doc("pros", "professionals", "2026-11-04T00:00:00.000Z"),
      ],
      ["new", "old"],
    ],
  ])("of %j, shows %j", (documents, shown) => {
    expect(statusDocuments(documents).map((d) => d.id)).toEqual(shown);
  });

  it("shows only name, label, size and date (no visibility, no storage details)", () => {
    expect(statusDocuments([{ ...doc("a", "everyone", "2026-11-01T00:00:00.000Z"), label: "Closing instructions" }])).toEqual([
      { id: "a", name: "a.pdf", label: "Closing instructions", size_bytes: 1000, created_at: "2026-11-01T00:00:00.000Z" },
    ]);
  });
});

describe("the page", () => {
  it.each([
    [
      "an open file",
      {},
      {
        next_step: {
          id: "abstract_ordered",
          label: "The property's title history has been found and sent for updating",
          text: "We find the property's abstract (its title history) and send it to an abstractor to be brought up to date.",
          blocked: false,
          awaiting: null,
        },
        complete: false,
      },
    ],
    ["a complete file", { complete: true, nextMilestone: null, progressPercent: 100 }, { next_step: null, complete: true, progress_percent: 100 }],
    // A stale next step on a complete file is not shown as something still to come.
    ["a complete file with a stale next step", { complete: true, nextMilestone: "recorded" }, { next_step: null, complete: true }],
    ["a refinance", { kind: "refinance" }, { kind_label: "Refinance" }],
    ["an unscheduled file", { appointment: null }, { appointment: null }],
    ["an expiring link", { expiresAt: "2027-03-01T00:00:00.000Z" }, { expires_at: "2027-03-01T00:00:00.000Z" }],
  ] as const)("%s", (_name, change, expected) => {
    expect(statusPageOf({ ...base, ...change })).toMatchObject(expected);
  });

  it("has exactly the contract's fields", () => {
    expect(Object.keys(statusPageOf(base)).sort()).toEqual(
      [
        "after_closing",
        "appointment",
        "closer",
        "complete",
        "county",
        "documents",
        "expires_at",
        "file_number",
        "kind_label",
        "next_step",
        "office",
        "progress_percent",
        "property_address",
        "timeline",
        "wire_fraud_warning",
      ].sort(),
    );
  });
});

describe("what happens next (issue 29)", () => {
  // Each of the twelve steps, worded as what will happen, in plain future words.
  it.each([
    ["file_opened", "We open your file and start work on your closing."],
    ["abstract_ordered", "We find the property's abstract (its title history) and send it to an abstractor to be brought up to date."],
    ["abstract_continued", "The abstractor brings the property's title history up to date."],
    ["title_opinion", "The attorney reviews the title and writes an opinion on it."],
    ["commitment", "Iowa Title Guaranty commits to guarantee the title."],
    ["objections_cleared", "We resolve any questions the attorney raised about the title."],
    ["closing_scheduled", "We set the date, time and place of your closing with everyone involved."],
    ["settlement_approved", "The final figures on the settlement statement are checked and approved."],
    ["closed_disbursed", "You sign the closing documents, and we pay out the funds."],
    ["recorded", "We record the deed, and any mortgage, with the county recorder."],
    ["final_opinion", "The abstract is brought up to date to show the recording, and the attorney gives a final opinion on the title."],
    ["certificates_issued", "Iowa Title Guaranty issues the title guaranty certificates, and your file is complete."],
  ] as const)("%s: %s", (id, text) => {
    const page = statusPageOf({ ...base, nextMilestone: id });
    expect(page.next_step).toEqual({ id, label: expect.any(String), text, blocked: false, awaiting: null });
    expect(nextStepText(id)).toBe(text);
  });

  it("words every step, each once, without trade terms a buyer would not know", () => {
    const texts = MILESTONE_IDS.map((id) => nextStepText(id));
    expect(new Set(texts).size).toBe(12);
    for (const text of texts) expect(text).not.toMatch(/Schedule B|commitment requirement|disbursed|CD\b|ALTA|encumbrance/i);
  });
});

describe("a blocked step says what it waits for (issue 29)", () => {
  it.each([
    ["file_opened", "We are waiting for a detail we need before we can open your file."],
    ["abstract_ordered", "We are waiting to receive the property's abstract, which is often held by the seller or the seller's lender."],
    ["abstract_continued", "We are waiting for the abstractor to return the updated title history."],
    ["title_opinion", "We are waiting for the attorney's opinion on the title."],
    ["commitment", "We are waiting for Iowa Title Guaranty's commitment to guarantee the title."],
    ["objections_cleared", "We are waiting for a document that answers a question about the title, such as the release of an old mortgage."],
    ["closing_scheduled", "We are waiting to agree on a closing date and time with everyone involved."],
    ["settlement_approved", "We are waiting for final figures, such as a loan payoff or the lender's numbers, to complete the settlement statement."],
    ["closed_disbursed", "We are waiting for what must be in hand before funds can be paid out, such as the lender's funds or a signature."],
    ["recorded", "We are waiting for the county recorder to record the documents."],
    ["final_opinion", "We are waiting for the updated abstract or the attorney's final opinion."],
    ["certificates_issued", "We are waiting for Iowa Title Guaranty to issue the certificates."],
  ] as const)("%s: %s", (id, awaiting) => {
    const page = statusPageOf({ ...base, nextMilestone: id, steps: steps({ [id]: "blocked" }) });
    expect(page.next_step).toMatchObject({ id, blocked: true, awaiting });
    expect(page.timeline.find((s) => s.id === id)?.awaiting).toBe(awaiting);
    expect(awaitingText(id)).toBe(awaiting);
  });

  it("never shows staff's own reason for the block", () => {
    const withReason = steps({ objections_cleared: "blocked" }).map((s) => ({ ...s, reason: "Seller owes a release to First Prairie Bank" }));
    const page = statusPageOf({ ...base, nextMilestone: "objections_cleared", steps: withReason });
    expect(JSON.stringify(page)).not.toContain("First Prairie");
    expect(page.timeline.filter((s) => s.awaiting !== null).map((s) => s.id)).toEqual(["objections_cleared"]);
  });
});

describe("the closer", () => {
  it.each([
    [null, null],
    [{ name: "Jordan Meyer", phone: "(319) 555-0150" }, { name: "Jordan Meyer", phone: "(319) 555-0150", direct: true }],
    // No direct line recorded: the office's published number.
    [{ name: "Jordan Meyer", phone: null }, { name: "Jordan Meyer", phone: "(319) 555-0142", direct: false }],
  ] as const)("%j is shown as %j", (closer, expected) => {
    expect(statusCloser(closer)).toEqual(expected);
    expect(statusPageOf({ ...base, closer }).closer).toEqual(expected);
  });
});

describe("what comes after closing (issue 29)", () => {
  const closed = (more: Partial<Record<MilestoneId, MilestoneState>> = {}) =>
    steps({
      file_opened: "done",
      abstract_ordered: "done",
      abstract_continued: "done",
      title_opinion: "done",
      commitment: "done",
      objections_cleared: "done",
      closing_scheduled: "done",
      settlement_approved: "done",
      closed_disbursed: "done",
      ...more,
    });

  it.each([
    ["not closed yet", steps({ file_opened: "done" }), "purchase", null],
    ["closing blocked", closed({ closed_disbursed: "blocked" }), "purchase", null],
  ] as const)("%s: no section, the appointment stays", (_name, fileSteps, kind, expected) => {
    const page = statusPageOf({ ...base, kind, steps: fileSteps });
    expect(page.after_closing).toBe(expected);
    expect(page.appointment).not.toBeNull();
  });

  it("a closed purchase: the section replaces the appointment, with recording, the final title work, the certificates and what to keep", () => {
    const page = statusPageOf({ ...base, steps: closed({ recorded: "done" }), nextMilestone: "final_opinion", closer: { name: "Jordan Meyer", phone: "(319) 555-0150" } });
    expect(page.appointment).toBeNull();
    expect(page.after_closing?.steps.map((s) => [s.id, s.state, s.done_on])).toEqual([
      ["recorded", "done", "2026-11-20"],
      ["final_opinion", "pending", null],
      ["certificates_issued", "pending", null],
    ]);
    expect(page.after_closing?.steps[0]?.text).toBe("We record the deed, and any mortgage, with the Black Hawk County recorder, usually within a few business days of closing.");
    expect(page.after_closing?.keep.map((k) => k.title)).toEqual([
      "Your settlement statement",
      "The recorded deed",
      "The owner's title guaranty certificate",
      "The abstract, if it comes to you",
    ]);
    expect(page.after_closing?.call).toBe("Questions about anything after closing, or a document you cannot find? Call Jordan Meyer at (319) 555-0150.");
  });

  it.each([
    // A cash buyer who declined the owner's certificate (Iowa Code 16.91: a guaranty is offered, not required): no certificate to keep.
    ["cash, certificates waived", "cash", closed({ commitment: "waived", certificates_issued: "waived" }), ["recorded", "final_opinion"], ["Your settlement statement", "The recorded deed", "The abstract, if it comes to you"]],
    // A refinance records a mortgage, not a deed, and has no owner's certificate.
    ["refinance", "refinance", closed(), ["recorded", "final_opinion", "certificates_issued"], ["Your settlement statement", "Your loan papers"]],
    // Title not shown by abstract: the final opinion was waived and is not listed.
    ["no abstract", "purchase", closed({ abstract_ordered: "waived", abstract_continued: "waived", title_opinion: "waived", final_opinion: "waived" }), ["recorded", "certificates_issued"], ["Your settlement statement", "The recorded deed", "The owner's title guaranty certificate", "The abstract, if it comes to you"]],
  ] as const)("%s", (_name, kind, fileSteps, shownSteps, keep) => {
    const page = statusPageOf({ ...base, kind, steps: fileSteps });
    expect(page.after_closing?.steps.map((s) => s.id)).toEqual(shownSteps);
    expect(page.after_closing?.keep.map((k) => k.title)).toEqual(keep);
    expect(page.after_closing?.call).toBe("Questions about anything after closing, or a document you cannot find? Call us at (319) 555-0142.");
  });

  it("a complete file keeps the section, every step done", () => {
    const all = closed({ recorded: "done", final_opinion: "done", certificates_issued: "done" });
    const page = statusPageOf({ ...base, steps: all, complete: true, nextMilestone: null });
    expect(page.after_closing?.steps.every((s) => s.state === "done")).toBe(true);
    expect(page.appointment).toBeNull();
  });
});
