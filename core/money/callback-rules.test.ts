import { describe, expect, it } from "vitest";
import {
  actorRefusal,
  approvalRefusal,
  CALLBACK_MESSAGES,
  CALLBACK_REFUSALS,
  CALLBACK_SOURCE_VALUES,
  callbackRecordSchema,
  callbackRefusal,
  instructionsApprovalRefusal,
  isSubmittedNumber,
  stateAfterEdit,
  type Actor,
  type CallbackRecord,
  type CallbackRefusalCode,
  type VerifiableAccount,
  type WireInstructionsState,
} from "./callback-rules.ts";

const ana: Actor = { userId: "admin-ana", role: "admin", aal: "aal2" };
const ben: Actor = { userId: "admin-ben", role: "admin", aal: "aal2" };
const anaAal1: Actor = { ...ana, aal: "aal1" };
const benAal1: Actor = { ...ben, aal: "aal1" };
const seller: Actor = { userId: "user-sam", role: "user", aal: "aal2" };
const sellerAal1: Actor = { ...seller, aal: "aal1" };

const now = new Date("2026-11-20T18:00:00Z");

const account = (over: Partial<VerifiableAccount> = {}): VerifiableAccount => ({
  state: "unverified",
  detailsChangedAt: "2026-11-18T15:00:00Z",
  // The seller's form gave a phone number beside the account; a letter quoted another.
  submittedNumbers: ["(515) 555-0199", "+1 319 555 0177"],
  recordedBy: null,
  ...over,
});

const call = (over: Partial<CallbackRecord> = {}): CallbackRecord => ({
  number_called: "(800) 555-0100",
  number_source: "bank_published_number",
  confirmed_by: "Pat at West Bank's wire desk",
  called_at: "2026-11-19T16:30:00Z",
  ...over,
});

const refusalCode = (r: { code: CallbackRefusalCode; message: string } | null) => {
  if (r) expect(r.message).toBe(CALLBACK_REFUSALS[r.code]);
  return r?.code ?? null;
};

describe("who may verify bank details (issue 32: administrators at aal2)", () => {
  it.each<[string, Actor, CallbackRefusalCode | null]>([
    ["an administrator with two-step sign-in", ana, null],
    ["an administrator at aal1", anaAal1, "second_factor_required"],
    ["a signed-in user at aal2", seller, "administrator_required"],
    ["a signed-in user at aal1", sellerAal1, "administrator_required"],
  ])("%s → %s", (_name, actor, code) => {
    expect(refusalCode(actorRefusal(actor))).toBe(code);
  });
});

describe("recording a callback (ALTA Best Practices pillar 2/3: a number from an independent source)", () => {
  it.each<[string, VerifiableAccount, CallbackRecord, Actor, CallbackRefusalCode | null]>([
    ["the bank's published number, by an administrator", account(), call(), ana, null],
    ["again while it waits for approval (the record is replaced)", account({ state: "callback_recorded", recordedBy: "admin-ben" }), call(), ana, null],
    ["the number the form gave, as typed", account(), call({ number_called: "(515) 555-0199" }), ana, "number_from_submission"],
    ["the number the form gave, typed another way", account(), call({ number_called: "515.555.0199" }), ana, "number_from_submission"],
    ["the number the form gave, with the country code", account(), call({ number_called: "+1 515 555 0199" }), ana, "number_from_submission"],
    ["the number the form gave, with a leading 1", account(), call({ number_called: "1-515-555-0199" }), ana, "number_from_submission"],
    ["the other number in the submission", account(), call({ number_called: "319-555-0177" }), ana, "number_from_submission"],
    ["a number one digit away from the submitted one", account(), call({ number_called: "(515) 555-0198" }), ana, null],
    ["by an administrator at aal1", account(), call(), anaAal1, "second_factor_required"],
    ["by someone who is not an administrator", account(), call(), seller, "administrator_required"],
    ["on an account already approved", account({ state: "approved", recordedBy: "admin-ben" }), call(), ana, "already_approved"],
    ["a call made before the details were given", account(), call({ called_at: "2026-11-18T14:59:00Z" }), ana, "called_before_details"],
    ["a call in the future", account(), call({ called_at: "2026-11-20T18:01:00Z" }), ana, "called_in_future"],
    ["a call at the moment the details changed", account(), call({ called_at: "2026-11-18T15:00:00Z" }), ana, null],
  ])("%s → %s", (_name, acct, record, actor, code) => {
    expect(refusalCode(callbackRefusal(acct, record, actor, now))).toBe(code);
  });

  it("an empty submitted number matches nothing", () => {
    expect(isSubmittedNumber("(800) 555-0100", ["", "n/a"])).toBe(false);
  });
});

describe("approving a callback (company policy: two administrators)", () => {
  const recorded = account({ state: "callback_recorded", recordedBy: "admin-ana" });
  it.each<[string, VerifiableAccount, Actor, CallbackRefusalCode | null]>([
    ["a second administrator", recorded, ben, null],
    ["the administrator who recorded it", recorded, ana, "approver_is_recorder"],
    ["the recorder at aal1 (the second factor is asked first)", recorded, anaAal1, "second_factor_required"],
    ["a second administrator at aal1", recorded, benAal1, "second_factor_required"],
    ["someone who is not an administrator", recorded, seller, "administrator_required"],
    ["before any callback is recorded", account(), ben, "callback_not_recorded"],
    ["an account already approved", account({ state: "approved", recordedBy: "admin-ana" }), ben, "already_approved"],
  ])("%s → %s", (_name, acct, actor, code) => {
    expect(refusalCode(approvalRefusal(acct, actor))).toBe(code);
  });
});

describe("a change of the details starts verification again (issue 32)", () => {
  const before = { account_holder_name: "Jo Smith", routing_number: "121000248", account_number: "123456789012", account_type: "checking" };
  it.each<[string, Record<string, string>, "unverified" | "approved"]>([
    ["a new account number", { account_number: "123456789013" }, "unverified"],
    ["a new routing number", { routing_number: "026009593" }, "unverified"],
    ["a new name on the account", { account_holder_name: "Jo Smyth" }, "unverified"],
    ["checking to savings", { account_type: "savings" }, "unverified"],
    ["the same number written with dashes", { account_number: "1234-5678-9012" }, "approved"],
    ["the same name with spaces around", { account_holder_name: " Jo Smith " }, "approved"],
    ["nothing changed", {}, "approved"],
  ])("%s → %s", (_name, change, state) => {
    expect(stateAfterEdit("approved", before, { ...before, ...change })).toBe(state);
    expect(stateAfterEdit("callback_recorded", before, { ...before, ...change })).toBe(state === "approved" ? "callback_recorded" : "unverified");
  });

  it("a field added or removed is a change", () => {
    expect(stateAfterEdit("approved", before, { ...before, loan_reference: "LN-1" })).toBe("unverified");
  });
});

describe("dual control on an office's wire instructions (ALTA Best Practices pillar 2/3: the approver is not the author)", () => {
  it.each<[string, WireInstructionsState, string, Actor, CallbackRefusalCode | null]>([
    ["a second administrator approves", "pending_approval", "admin-ana", ben, null],
    ["the author approves their own change", "pending_approval", "admin-ana", ana, "approver_is_author"],
    ["the author at aal1", "pending_approval", "admin-ana", anaAal1, "second_factor_required"],
    ["a second administrator at aal1", "pending_approval", "admin-ana", benAal1, "second_factor_required"],
    ["someone who is not an administrator", "pending_approval", "admin-ana", seller, "administrator_required"],
    ["instructions already approved", "approved", "admin-ana", ben, "instructions_not_pending"],
    ["instructions replaced since", "superseded", "admin-ana", ben, "instructions_not_pending"],
  ])("%s → %s", (_name, state, authorId, actor, code) => {
    expect(refusalCode(instructionsApprovalRefusal({ state, authorId }, actor))).toBe(code);
  });
});

describe("the callback record's fields", () => {
  const good = { number_called: "(800) 555-0100", number_source: "lender_published_number", confirmed_by: "Pat", called_at: "2026-11-19T10:30:00-06:00" };
  const errors = (input: unknown) => {
    const r = callbackRecordSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("parses", () => {
    expect(callbackRecordSchema.safeParse(good).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no number", { number_called: "" }, { number_called: CALLBACK_MESSAGES.numberRequired }],
    ["a number that is no phone number", { number_called: "555-01" }, { number_called: CALLBACK_MESSAGES.numberInvalid }],
    ["a source not on the list", { number_source: "email_signature" }, { number_source: CALLBACK_MESSAGES.sourceRequired }],
    ["no source", { number_source: undefined }, { number_source: CALLBACK_MESSAGES.sourceRequired }],
    ["nobody confirmed", { confirmed_by: " " }, { confirmed_by: CALLBACK_MESSAGES.confirmedByRequired }],
    ["no time", { called_at: "yesterday" }, { called_at: CALLBACK_MESSAGES.calledAtInvalid }],
  ])("%s", (_name, change, expected) => {
    expect(errors({ ...good, ...change })).toEqual(expected);
  });

  it("every source is independent of the submission: none is the e-mail, letter or form the details came in", () => {
    expect(CALLBACK_SOURCE_VALUES.length).toBeGreaterThanOrEqual(4);
    for (const source of CALLBACK_SOURCE_VALUES) expect(source).not.toMatch(/email|e_mail|submission|form|letter|text/);
  });
});
