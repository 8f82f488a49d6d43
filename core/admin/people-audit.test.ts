import { describe, expect, test } from "vitest";
import { ADMIN_MESSAGES } from "./admin-messages.ts";
import { AUDIT_KIND_LABELS, AUDIT_KIND_VALUES, KNOWN_AUDIT_ACTIONS, actionLabel, actionsOfKind, auditFilterSchema, kindOfAction } from "./people-audit.ts";

describe("audit kinds", () => {
  test.each([
    ["role", ["profile.role_changed"]],
    ["count", ["profile.transaction_count_changed"]],
    [
      "status",
      [
        "lead.status_changed",
        "service_request.status_changed",
        "lead.owner_changed",
        "service_request.owner_changed",
        "lead.note_added",
        "service_request.note_added",
        "lead.replied",
        "service_request.replied",
        "lead.converted",
      ],
    ],
    ["sending", ["profile.sending_suspended", "profile.sending_resumed"]],
    ["file", ["closing_file.opened", "closing_file.updated", "closing_file.request_created", "closing_file.request_changed", "closing_file.request_answered", "closing_file.request_reviewed", "closing_file.message_edited", "closing_file.message_removed", "closing_file.data_key_rewrapped", "closing_file.document_unreadable", "closing_file.disbursement_account_added", "closing_file.disbursement_account_changed", "closing_file.disbursement_account_removed", "closing_file.disbursement_account_revealed", "closing_file.disbursement_callback_recorded", "closing_file.disbursement_account_approved", "office_wire.proposed", "office_wire.approved", "office_wire.revealed", "office_wire.data_key_rewrapped", "office_wire.unreadable", "closing_file.bank_details_unreadable"]],
    ["step", ["closing_file.milestone_changed"]],
    ["party", ["closing_file.party_added", "closing_file.party_updated", "closing_file.party_removed"]],
    ["link", ["closing_file.status_link_issued", "closing_file.status_link_revoked"]],
    ["document", ["closing_document.uploaded", "closing_document.updated", "closing_document.deleted", "closing_document.downloaded"]],
    ["account", ["auth.account_handed_over", "auth.recovery_codes_created", "auth.recovery_codes_regenerated", "auth.recovery_code_used"]],
    [
      "retention",
      [
        "retention.policy_changed",
        "retention.bank_details_disposed",
        "retention.document_disposed",
        "retention.lead_disposed",
        "retention.service_request_disposed",
        "retention.expired_access_disposed",
        "retention.run_completed",
      ],
    ],
    // "other" and no kind are not a list of actions: the query excludes the known ones, or takes all.
    ["other", undefined],
    [undefined, undefined],
  ] as const)("kind %s covers %j", (kind, actions) => {
    expect(actionsOfKind(kind)).toEqual(actions);
  });

  test("every known action has one kind, never other, and its own words", () => {
    const kinds = new Set<string>();
    for (const action of KNOWN_AUDIT_ACTIONS) {
      expect(kindOfAction(action), action).not.toBe("other");
      expect(actionLabel(action), action).not.toBe(action);
      kinds.add(kindOfAction(action));
    }
    expect([...kinds, "other"].sort()).toEqual([...AUDIT_KIND_VALUES].sort());
    expect(Object.keys(AUDIT_KIND_LABELS).sort()).toEqual([...AUDIT_KIND_VALUES].sort());
  });

  test.each([
    ["profile.role_changed", "role", "Role"],
    ["closing_file.milestone_changed", "step", "Step"],
    ["closing_document.downloaded", "document", "Document downloaded"],
    ["auth.admin.user_deleted", "admin_api", "Admin API: account deleted"],
    ["auth.login", "other", "auth.login"],
    ["toString", "other", "toString"],
    ["__proto__", "other", "__proto__"],
  ])("%s is of kind %s, read as %s", (action, kind, label) => {
    expect(kindOfAction(action)).toBe(kind);
    expect(actionLabel(action)).toBe(label);
  });
});

describe("auditFilterSchema", () => {
  test.each([
    [{}, {}],
    [{ kind: "status" }, { kind: "status" }],
    [{ actor: " 6F1C2A4E-8B7D-4C3A-9E2F-1A2B3C4D5E6F " }, { actor: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f" }],
    [{ file: " hc-2026-01001 " }, { file: "HC-2026-01001" }],
    [{ kind: "step", file: "HC-2026-01001" }, { kind: "step", file: "HC-2026-01001" }],
  ])("%j is read as %j", (query, filter) => {
    expect(auditFilterSchema.parse(query)).toEqual(filter);
  });

  test.each([
    [{ kind: "login" }, "kind", ADMIN_MESSAGES.invalidAuditKind],
    [{ kind: "" }, "kind", ADMIN_MESSAGES.invalidAuditKind],
    [{ actor: "me" }, "actor", ADMIN_MESSAGES.invalidActor],
    [{ file: "412 Elm St" }, "file", ADMIN_MESSAGES.invalidAuditFile],
    [{ file: "HC-26-1" }, "file", ADMIN_MESSAGES.invalidAuditFile],
    [{ file: "" }, "file", ADMIN_MESSAGES.invalidAuditFile],
    [{ actor: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6" }, "actor", ADMIN_MESSAGES.invalidActor],
    [{ actor: "'; drop table audit_events; --" }, "actor", ADMIN_MESSAGES.invalidActor],
  ])("%j is refused naming %s", (query, field, message) => {
    const result = auditFilterSchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
