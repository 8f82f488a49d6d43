import { describe, expect, it } from "vitest";
import { ATTENTION_MESSAGES, attentionFilterSchema, attentionReason } from "./attention-filters.ts";

describe("attentionFilterSchema", () => {
  it.each([
    [{}, { view: "attention" }],
    [{ view: "", owner: "", county: "", office: "" }, { view: "attention" }],
    [{ view: "overdue", owner: "seller", county: "black hawk county", office: "Pella" }, { view: "overdue", owner: "seller", county: "Black Hawk", office: "Pella" }],
  ])("reads %j", (query, expected) => {
    expect(attentionFilterSchema.parse(query)).toEqual(expected);
  });

  it.each([
    [{ view: "everything" }, "view", ATTENTION_MESSAGES.viewUnknown],
    [{ owner: "notary" }, "owner", ATTENTION_MESSAGES.ownerUnknown],
    [{ office: "Chicago" }, "office", ATTENTION_MESSAGES.officeUnknown],
  ])("refuses %j naming %s", (query, field, message) => {
    const result = attentionFilterSchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});

describe("attentionReason", () => {
  const today = "2026-11-27";
  const by = "2026-11-29";
  it.each([
    [{ status: "submitted", dueOn: "2026-11-01" }, "submitted"],
    [{ status: "open", dueOn: "2026-11-26" }, "overdue"],
    [{ status: "open", dueOn: today }, "due_soon"],
    [{ status: "open", dueOn: by }, "due_soon"],
    [{ status: "open", dueOn: "2026-11-30" }, "open"],
    [{ status: "open", dueOn: null }, "open"],
  ])("%j is %s", (row, reason) => {
    expect(attentionReason(row, today, by)).toBe(reason);
  });
});
