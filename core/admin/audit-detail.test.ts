import { describe, expect, test } from "vitest";
import { auditDetail } from "./audit-detail.ts";

describe("what the audit log says of an event", () => {
  test.each<[string, Record<string, unknown>, string | null]>([
    ["closing_file.milestone_changed", { milestone: "abstract_continued", from: "pending", to: "done", done_on: "2026-11-20" }, "Abstract continued · on 2026-11-20"],
    ["closing_file.milestone_changed", { milestone: "commitment", to: "blocked", done_on: null, reason: "ITG asked for the survey" }, "Iowa Title Guaranty commitment issued · ITG asked for the survey"],
    ["closing_file.milestone_changed", { milestone: "coffee" }, null],
    ["closing_file.party_removed", { role: "lender", name: "Lee Lender" }, "Lender / loan officer · Lee Lender"],
    ["closing_file.party_added", { role: "buyer" }, "Buyer"],
    ["closing_file.status_link_issued", { sent_to: 2 }, "E-mailed to 2 people"],
    ["closing_file.status_link_issued", { sent_to: 0 }, "Not e-mailed (no buyer or seller address)"],
    ["closing_file.updated", { changed: ["closing_at", "sale_price_cents"] }, "Changed: closing at, sale price"],
    ["closing_file.opened", { service_request_id: "x" }, "From a service request"],
    ["closing_file.opened", {}, null],
    ["closing_document.downloaded", { name: "payoff.pdf", by: "status link 1" }, "payoff.pdf · through the status link"],
    ["closing_document.uploaded", { name: "payoff.pdf" }, "payoff.pdf"],
    ["closing_file.disbursement_account_changed", { name: "Jo Smith", by: "status link 1", details_changed: true, verification_reset_from: "approved" }, "Jo Smith · through the status link · Details changed: verification starts again"],
    ["closing_file.disbursement_callback_recorded", { name: "First Iowa Bank", number_called: "(800) 555-0199", number_source: "lender_published_number" }, "First Iowa Bank · Called (800) 555-0199 (lender published number)"],
    ["closing_file.disbursement_account_revealed", { name: "First Iowa Bank" }, "First Iowa Bank"],
    ["auth.admin.user_created", { email: "a@example.com" }, "a@example.com"],
    ["auth.account_handed_over", { via: "magiclink" }, "Proven by magiclink"],
    ["profile.role_changed", { from: "user", to: "admin" }, null],
    ["something.new", { name: "x" }, null],
  ])("%s %j: %s", (action, payload, detail) => {
    expect(auditDetail(action, payload)).toBe(detail);
  });
});
