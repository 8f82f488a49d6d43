import { describe, expect, it } from "vitest";
import type { ClosingRequest } from "#core/api/closing-request.ts";
import { groupRequests } from "./request-groups.ts";

function request(id: string, over: Partial<ClosingRequest>): ClosingRequest {
  return {
    id,
    file_id: "00000000-0000-4000-8000-000000000001",
    kind: "other",
    title: id,
    instructions: "",
    owner: "seller",
    owner_label: "Seller",
    due_on: null,
    overdue: false,
    status: "open",
    status_label: "Needed",
    visibility: "everyone",
    answer: null,
    documents: [],
    answered_at: null,
    answered_by: null,
    review_note: null,
    sent_back: false,
    can_answer: false,
    created_at: "2026-11-20T15:00:00.000Z",
    updated_at: "2026-11-20T15:00:00.000Z",
    ...over,
  };
}

describe("groupRequests", () => {
  it("puts answers to review first, then what is owed, then what is settled, and leaves out empty groups", () => {
    const groups = groupRequests([
      request("accepted", { status: "accepted" }),
      request("open", { status: "open" }),
      request("submitted", { status: "submitted" }),
      request("waived", { status: "waived" }),
    ]);
    expect(groups.map((g) => [g.id, g.requests.map((r) => r.id)])).toEqual([
      ["review", ["submitted"]],
      ["open", ["open"]],
      ["settled", ["accepted", "waived"]],
    ]);
    expect(groupRequests([request("a", { status: "accepted" })]).map((g) => g.title)).toEqual(["Settled"]);
  });

  it.each([
    ["overdue before due later", [request("later", { due_on: "2026-12-01" }), request("late", { due_on: "2026-11-01", overdue: true })], ["late", "later"]],
    ["earlier due date first", [request("dec", { due_on: "2026-12-10" }), request("nov", { due_on: "2026-11-30" })], ["nov", "dec"]],
    ["undated last", [request("none", { due_on: null }), request("dated", { due_on: "2027-01-05" })], ["dated", "none"]],
    [
      "same date: the older request first",
      [request("new", { due_on: "2026-12-01", created_at: "2026-11-21T00:00:00.000Z" }), request("old", { due_on: "2026-12-01" })],
      ["old", "new"],
    ],
  ])("orders what is owed: %s", (_name, requests, ids) => {
    expect(groupRequests(requests)[0]!.requests.map((r) => r.id)).toEqual(ids);
  });
});
