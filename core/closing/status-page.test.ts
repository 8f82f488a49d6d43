import { describe, expect, it } from "vitest";
import { MILESTONE_IDS, type MilestoneId, type MilestoneState } from "./milestones.ts";
import {
  statusAppointment,
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
    expect(timeline[0]).toEqual({ id: "file_opened", label: "We have your file and have started work", state: "done", done_on: "2026-11-20" });
    expect(timeline[1]).toEqual({
      id: "abstract_ordered",
      label: "The property's title history has been found and sent for updating",
      state: "blocked",
      done_on: null,
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
    ["an open file", {}, { next_step: { id: "abstract_ordered", label: "The property's title history has been found and sent for updating" }, complete: false }],
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
        "appointment",
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
