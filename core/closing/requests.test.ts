import { describe, expect, it } from "vitest";
import type { PartyRole } from "./closing-enums.ts";
import type { ClosingKind } from "./milestones.ts";
import { addBusinessDays, DUE_RULES, dueDateFor, isFinanced, requestsFor, type RequestFacts } from "./requests.ts";
import { REQUEST_KIND_VALUES } from "./request-types.ts";

/** A Polk County financed purchase by abstract, with both agents and a lender; opened Monday 2026-11-02, closing unknown. */
const purchase: RequestFacts = {
  kind: "purchase",
  titleEvidence: "abstract_opinion_itg",
  county: "Polk",
  extraCounties: [],
  sellerLoanCount: 0,
  privateSewage: false,
  loanAmountCents: 20_000_000,
  roles: ["buyer", "seller", "listing_agent", "buyers_agent", "lender"],
  openedOn: "2026-11-02",
  closingOn: null,
};

const keys = (facts: Partial<RequestFacts>) => requestsFor({ ...purchase, ...facts }).map((r) => r.ruleKey);
const byKey = (facts: Partial<RequestFacts>, key: string) => requestsFor({ ...purchase, ...facts }).find((r) => r.ruleKey === key);

describe("which requests the facts call for", () => {
  it("a financed purchase by abstract, both agents and a lender, no loans, no septic", () => {
    expect(requestsFor(purchase).map((r) => [r.ruleKey, r.owner])).toEqual([
      ["abstract_location", "seller"],
      ["declaration_of_value:Polk", "seller"],
      ["groundwater_hazard", "seller"],
      ["vesting", "buyer"],
      ["insurance_binder", "buyer"],
      ["purchase_agreement", "listing_agent"],
      ["commission:listing_agent", "listing_agent"],
      ["commission:buyers_agent", "buyers_agent"],
      ["lender_instructions", "lender"],
      ["loan_documents_date", "lender"],
    ]);
  });

  it.each<[ClosingKind, PartyRole[], number | null, string[]]>([
    ["cash", ["buyer", "seller"], null, ["abstract_location", "declaration_of_value:Polk", "groundwater_hazard", "vesting", "purchase_agreement"]],
    [
      "exchange_1031",
      ["buyer", "seller", "listing_agent"],
      null,
      ["abstract_location", "declaration_of_value:Polk", "groundwater_hazard", "exchange_intermediary", "vesting", "purchase_agreement", "commission:listing_agent"],
    ],
    [
      "exchange_1031",
      ["buyer", "seller"],
      15_000_000,
      ["abstract_location", "declaration_of_value:Polk", "groundwater_hazard", "exchange_intermediary", "vesting", "insurance_binder", "purchase_agreement", "lender_instructions", "loan_documents_date"],
    ],
    ["fsbo", ["buyer", "seller"], null, ["abstract_location", "declaration_of_value:Polk", "groundwater_hazard", "vesting", "purchase_agreement"]],
    ["refinance", ["buyer", "lender"], 18_000_000, ["abstract_location", "insurance_binder", "lender_instructions", "loan_documents_date"]],
    ["refinance", ["buyer"], null, ["abstract_location", "insurance_binder", "lender_instructions", "loan_documents_date"]],
  ])("%s with %j, loan %j cents", (kind, roles, loanAmountCents, expected) => {
    expect(keys({ kind, roles, loanAmountCents })).toEqual(expected);
  });

  it("Iowa Code 428A.1: one Declaration of Value per county the land lies in, sale kinds only", () => {
    const specs = requestsFor({ ...purchase, extraCounties: ["Dallas", "Polk", "Warren"] }).filter((r) => r.kind === "declaration_of_value");
    expect(specs.map((r) => [r.ruleKey, r.title])).toEqual([
      ["declaration_of_value:Polk", "Declaration of Value (Polk County)"],
      ["declaration_of_value:Dallas", "Declaration of Value (Dallas County)"],
      ["declaration_of_value:Warren", "Declaration of Value (Warren County)"],
    ]);
    expect(keys({ kind: "refinance" }).filter((k) => k.startsWith("declaration_of_value"))).toEqual([]);
  });

  it("Iowa Code 558.69: groundwater questions on every sale, none on a refinance (no transfer)", () => {
    for (const kind of ["purchase", "cash", "exchange_1031", "fsbo"] as const) expect(keys({ kind })).toContain("groundwater_hazard");
    expect(keys({ kind: "refinance" })).not.toContain("groundwater_hazard");
  });

  it.each<[ClosingKind, boolean | null, boolean]>([
    ["purchase", true, true],
    ["cash", true, true],
    ["fsbo", true, true],
    ["purchase", false, false],
    ["purchase", null, false],
    ["refinance", true, false],
  ])("Iowa Code 455B.172(11), 567 IAC 69.2: %s with private sewage %j → septic inspection %j", (kind, privateSewage, expected) => {
    const spec = byKey({ kind, privateSewage }, "septic_inspection");
    expect(spec !== undefined).toBe(expected);
    if (spec) expect(spec.owner).toBe("seller");
  });

  it("abstract title only: an abstract request when title is shown by abstract, attorney's opinion and ITG", () => {
    expect(keys({ titleEvidence: "other" })).not.toContain("abstract_location");
    expect(byKey({ kind: "refinance" }, "abstract_location")?.owner).toBe("buyer");
  });

  it.each<[ClosingKind, number | null, [string, string, string][]]>([
    ["purchase", null, []],
    ["purchase", 0, []],
    ["purchase", 1, [["payoff:1", "Payoff authorization", "seller"]]],
    [
      "cash",
      2,
      [
        ["payoff:1", "Payoff authorization (loan 1 of 2)", "seller"],
        ["payoff:2", "Payoff authorization (loan 2 of 2)", "seller"],
      ],
    ],
    ["refinance", 1, [["payoff:1", "Payoff authorization", "buyer"]]],
  ])("one payoff authorization per loan: %s with %j loans (the owner-borrower is the buyer on a refinance)", (kind, sellerLoanCount, expected) => {
    const specs = requestsFor({ ...purchase, kind, sellerLoanCount }).filter((r) => r.kind === "payoff_authorization");
    expect(specs.map((r) => [r.ruleKey, r.title, r.owner])).toEqual(expected);
  });

  it.each<[ClosingKind, PartyRole[], string]>([
    ["purchase", ["buyer", "seller", "listing_agent", "buyers_agent"], "listing_agent"],
    ["purchase", ["buyer", "seller", "buyers_agent"], "buyers_agent"],
    ["fsbo", ["buyer", "seller"], "seller"],
    ["cash", ["buyer", "seller"], "seller"],
  ])("the purchase agreement: %s with %j → from %s", (kind, roles, owner) => {
    expect(byKey({ kind, roles }, "purchase_agreement")?.owner).toBe(owner);
  });

  it("commission instructions from each brokerage on the file, separately", () => {
    expect(keys({ roles: ["buyer", "seller", "buyers_agent"] }).filter((k) => k.startsWith("commission"))).toEqual(["commission:buyers_agent"]);
    expect(byKey({}, "commission:listing_agent")?.title).toBe("Commission instructions (listing brokerage)");
  });

  it.each<[ClosingKind, number | null, boolean]>([
    ["purchase", null, true],
    ["refinance", null, true],
    ["cash", 10_000_000, false],
    ["fsbo", 0, false],
    ["fsbo", 10_000_000, true],
    ["exchange_1031", null, false],
  ])("financed: %s with loan %j → %j", (kind, loanAmountCents, expected) => {
    expect(isFinanced({ kind, loanAmountCents })).toBe(expected);
  });

  it("a lender on a cash file still gets the lender's requests; no binder without a loan", () => {
    const k = keys({ kind: "cash", loanAmountCents: null, roles: ["buyer", "seller", "lender"] });
    expect(k).toContain("lender_instructions");
    expect(k).not.toContain("insurance_binder");
  });

  it("what a buyer or seller owes is visible to everyone; a professional's keeps its kind's", () => {
    for (const spec of requestsFor({ ...purchase, sellerLoanCount: 1, privateSewage: true })) {
      if (spec.owner === "buyer" || spec.owner === "seller") expect(spec.visibility).toBe("everyone");
    }
    expect(byKey({}, "commission:listing_agent")?.visibility).toBe("staff");
    expect(byKey({}, "purchase_agreement")?.visibility).toBe("professionals");
    expect(byKey({ roles: ["buyer", "seller"], kind: "fsbo" }, "purchase_agreement")?.visibility).toBe("everyone");
  });

  it("never twice: the same facts give the same ruleKeys, unique, in the same order", () => {
    const facts: RequestFacts = { ...purchase, sellerLoanCount: 3, privateSewage: true, extraCounties: ["Dallas"], closingOn: "2026-12-18" };
    const first = requestsFor(facts);
    expect(requestsFor({ ...facts })).toEqual(first);
    expect(new Set(first.map((r) => r.ruleKey)).size).toBe(first.length);
  });

  it("every spec has a title and instructions", () => {
    for (const spec of requestsFor({ ...purchase, sellerLoanCount: 1, privateSewage: true, kind: "exchange_1031" })) {
      expect(spec.title).not.toBe("");
      expect(spec.instructions).not.toBe("");
    }
  });
});

describe("due dates (company practice, business days)", () => {
  it.each<[string, number, string]>([
    ["2026-11-02", 3, "2026-11-05"],
    ["2026-11-06", 1, "2026-11-09"],
    ["2026-11-07", 1, "2026-11-09"],
    ["2026-12-18", -5, "2026-12-11"],
    ["2026-12-21", -1, "2026-12-18"],
    ["2026-12-21", -2, "2026-12-17"],
    ["2026-03-02", -10, "2026-02-16"],
    ["2026-11-02", 0, "2026-11-02"],
  ])("%s %+d business days → %s", (from, count, expected) => {
    expect(addBusinessDays(from, count)).toBe(expected);
  });

  it("one table for every kind", () => {
    expect(Object.keys(DUE_RULES).sort()).toEqual([...REQUEST_KIND_VALUES].sort());
  });

  it.each<[string, string | null, string | null]>([
    ["declaration_of_value", "2026-12-18", "2026-12-11"],
    ["groundwater_hazard", "2026-12-18", "2026-12-11"],
    ["septic_inspection", "2026-12-18", "2026-12-04"],
    ["insurance_binder", "2026-12-18", "2026-12-09"],
    ["lender_instructions", "2026-12-18", "2026-12-16"],
    ["abstract_location", "2026-12-18", "2026-11-05"],
    ["declaration_of_value", null, "2026-11-16"],
    ["abstract_location", null, "2026-11-05"],
    ["purchase_agreement", null, "2026-11-03"],
    ["lender_instructions", null, null],
    ["title_requirement", "2026-12-18", null],
  ])("%s with closing %s → due %s", (kind, closingOn, expected) => {
    expect(dueDateFor(kind as never, { openedOn: "2026-11-02", closingOn })).toBe(expected);
  });

  it("never due before the file opened, even when the closing is close", () => {
    expect(dueDateFor("septic_inspection", { openedOn: "2026-11-02", closingOn: "2026-11-06" })).toBe("2026-11-02");
  });

  it("the specs carry them", () => {
    expect(byKey({ closingOn: "2026-12-18" }, "declaration_of_value:Polk")?.dueOn).toBe("2026-12-11");
  });
});
