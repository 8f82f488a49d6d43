import { describe, expect, it } from "vitest";
import { MILESTONE_IDS, milestone, type MilestoneId, type MilestoneState } from "../closing/milestones.ts";
import { gateRefusal } from "../closing/request-gates.ts";
import { DISBURSEMENT_GATE, disbursementRefusal, type GatedAccount } from "./disbursement-gate.ts";
import type { VerificationState } from "./callback-rules.ts";

const proceeds = (state: VerificationState): GatedAccount => ({ id: "a1", label: "Seller's proceeds (Jo Smith)", visibleDigits: "6789", state });
const payoff = (state: VerificationState): GatedAccount => ({ id: "a2", label: "Payoff to First Iowa Bank", visibleDigits: "4321", state });
const heloc = (state: VerificationState): GatedAccount => ({ id: "a3", label: "Payoff to Hills Bank, line of credit", visibleDigits: "0042", state });

const closing = { milestone: "closed_disbursed" as const, state: "done" as const };

describe("closing and disbursing waits for every account's approved callback (ALTA Best Practices pillars 2 and 3; company policy)", () => {
  it("the gate sits on the real step", () => {
    expect(MILESTONE_IDS).toContain(DISBURSEMENT_GATE.milestone);
    expect(milestone(DISBURSEMENT_GATE.milestone).label).toBe("Closed and disbursed");
  });

  it.each<[string, GatedAccount[], { message: string; accountIds: string[] } | null]>([
    [
      "no account approved: both are named, masked",
      [proceeds("unverified"), payoff("callback_recorded")],
      {
        message:
          "Closing and disbursing waits for the callback on: Seller's proceeds (Jo Smith) (•••• 6789) and Payoff to First Iowa Bank (•••• 4321). Record each call and have a second administrator approve it first.",
        accountIds: ["a1", "a2"],
      },
    ],
    [
      "some approved: only the others are named",
      [proceeds("approved"), payoff("callback_recorded"), heloc("unverified")],
      {
        message:
          "Closing and disbursing waits for the callback on: Payoff to First Iowa Bank (•••• 4321) and Payoff to Hills Bank, line of credit (•••• 0042). Record each call and have a second administrator approve it first.",
        accountIds: ["a2", "a3"],
      },
    ],
    [
      "three waiting are listed with semicolons (labels hold commas)",
      [proceeds("unverified"), payoff("unverified"), heloc("callback_recorded")],
      {
        message:
          "Closing and disbursing waits for the callback on: Seller's proceeds (Jo Smith) (•••• 6789); Payoff to First Iowa Bank (•••• 4321); and Payoff to Hills Bank, line of credit (•••• 0042). Record each call and have a second administrator approve it first.",
        accountIds: ["a1", "a2", "a3"],
      },
    ],
    ["a recorded callback alone is not enough", [proceeds("callback_recorded")], {
      message:
        "Closing and disbursing waits for the callback on: Seller's proceeds (Jo Smith) (•••• 6789). Record each call and have a second administrator approve it first.",
      accountIds: ["a1"],
    }],
    ["all approved", [proceeds("approved"), payoff("approved"), heloc("approved")], null],
    ["no disbursement account on the file", [], null],
  ])("%s", (_name, accounts, expected) => {
    const refusal = disbursementRefusal(closing, accounts);
    expect(refusal).toEqual(expected === null ? null : { code: "disbursement_accounts_unverified", ...expected });
  });

  it.each<[string, MilestoneId, MilestoneState]>([
    ["another step done", "settlement_approved", "done"],
    ["another step done later", "recorded", "done"],
    ["the step set back to pending", "closed_disbursed", "pending"],
    ["the step blocked", "closed_disbursed", "blocked"],
  ])("%s is not held", (_name, id, state) => {
    expect(disbursementRefusal({ milestone: id, state }, [proceeds("unverified")])).toBeNull();
  });

  it("a refusal never shows more than four digits of an account, even if given more", () => {
    const refusal = disbursementRefusal(closing, [{ ...proceeds("unverified"), visibleDigits: "123456789012" }]);
    expect(refusal?.message).toContain("(•••• 9012)");
    expect(refusal?.message).not.toMatch(/\d{5,}/);
  });

  it("has the request gate's shape, so the milestone route can answer with either", () => {
    const requests = gateRefusal({ milestone: "recorded", state: "done" }, [{ id: "r1", kind: "declaration_of_value", title: "Declaration of Value", status: "open" }]);
    const accounts = disbursementRefusal(closing, [proceeds("unverified")]);
    expect(Object.keys(requests!).sort()).toEqual(["code", "message", "requestIds"]);
    expect(Object.keys(accounts!).sort()).toEqual(["accountIds", "code", "message"]);
  });
});
