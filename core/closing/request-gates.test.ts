import { describe, expect, it } from "vitest";
import { MILESTONE_IDS, type MilestoneId, type MilestoneState } from "./milestones.ts";
import { gateRefusal, objectionCount, REQUEST_GATES, type GatedRequest } from "./request-gates.ts";
import type { RequestKind, RequestStatus } from "./request-types.ts";

const request = (id: string, kind: RequestKind, title: string, status: RequestStatus): GatedRequest => ({ id, kind, title, status });

const dovPolk = request("r1", "declaration_of_value", "Declaration of Value (Polk County)", "open");
const dovDallas = request("r2", "declaration_of_value", "Declaration of Value (Dallas County)", "submitted");
const groundwater = request("r3", "groundwater_hazard", "Groundwater hazard questions", "open");
const septic = request("r4", "septic_inspection", "Septic system inspection at transfer", "open");
const requirement = request("r5", "title_requirement", "Release of the 2014 mortgage", "open");
const objection = request("r6", "opinion_objection", "Gap in the chain of title, 1962", "submitted");
const binder = request("r7", "insurance_binder", "Homeowner's insurance binder", "open");

describe("milestone gates", () => {
  it("the rules sit beside the milestones: each names a real step and its source", () => {
    for (const gate of REQUEST_GATES) {
      expect(MILESTONE_IDS).toContain(gate.milestone);
      expect(gate.source).not.toBe("");
    }
  });

  it.each<[string, MilestoneId, MilestoneState, GatedRequest[], { message: string; requestIds: string[] } | null]>([
    [
      "Iowa Code 428A.4: recording waits for the Declaration of Value",
      "recorded",
      "done",
      [dovPolk, binder],
      { message: "Recording waits for: Declaration of Value (Polk County). Accept or waive them first.", requestIds: ["r1"] },
    ],
    [
      "Iowa Code 428A.4 and 558.69: every open declaration and the groundwater answers are named",
      "recorded",
      "done",
      [dovPolk, dovDallas, groundwater],
      {
        message:
          "Recording waits for: Declaration of Value (Polk County); Declaration of Value (Dallas County); and Groundwater hazard questions. Accept or waive them first.",
        requestIds: ["r1", "r2", "r3"],
      },
    ],
    ["Iowa Code 428A.4: accepted and waived ones are settled", "recorded", "done", [{ ...dovPolk, status: "accepted" }, { ...groundwater, status: "waived" }], null],
    [
      "Iowa Code 455B.172(11): scheduling the closing waits for the septic paperwork",
      "closing_scheduled",
      "done",
      [septic],
      { message: "Scheduling the closing waits for: Septic system inspection at transfer. Accept or waive them first.", requestIds: ["r4"] },
    ],
    [
      "ITG commitment (Schedule B-I) and the title opinion: clearing objections waits for both",
      "objections_cleared",
      "done",
      [requirement, objection, dovPolk],
      {
        message: "Clearing the title objections waits for: Release of the 2014 mortgage and Gap in the chain of title, 1962. Accept or waive them first.",
        requestIds: ["r5", "r6"],
      },
    ],
    ["only marking done is gated: blocked is allowed", "recorded", "blocked", [dovPolk], null],
    ["only marking done is gated: back to pending is allowed", "closing_scheduled", "pending", [septic], null],
    ["a step without a gate", "commitment", "done", [dovPolk, septic, requirement], null],
    ["no requests", "recorded", "done", [], null],
  ])("%s", (_name, milestone, state, requests, expected) => {
    const refusal = gateRefusal({ milestone, state }, requests);
    expect(refusal).toEqual(expected === null ? null : { code: "requests_open", ...expected });
  });
});

describe("the title opinion's number of objections", () => {
  it.each<[RequestStatus[], number]>([
    [[], 0],
    [["open"], 1],
    [["open", "submitted", "accepted"], 3],
    [["waived", "accepted"], 1],
    [["waived"], 0],
  ])("objections %j → %d (waived ones are not objections)", (statuses, count) => {
    const requests = [...statuses.map((status) => ({ kind: "opinion_objection" as const, status })), { kind: "title_requirement" as const, status: "open" as const }];
    expect(objectionCount(requests)).toBe(count);
  });
});
