import { describe, expect, test } from "vitest";
import { ADMIN_MESSAGES } from "./admin-messages.ts";
import { actionsOfKind, auditFilterSchema, kindOfAction } from "./people-audit.ts";

describe("audit kinds", () => {
  test.each([
    ["role", ["profile.role_changed"]],
    ["count", ["profile.transaction_count_changed"]],
    ["status", ["lead.status_changed", "service_request.status_changed"]],
    ["sending", ["profile.sending_suspended", "profile.sending_resumed"]],
    [
      undefined,
      [
        "profile.role_changed",
        "profile.transaction_count_changed",
        "lead.status_changed",
        "service_request.status_changed",
        "profile.sending_suspended",
        "profile.sending_resumed",
      ],
    ],
  ] as const)("kind %s covers %j", (kind, actions) => {
    expect(actionsOfKind(kind)).toEqual(actions);
  });

  test.each([
    ["profile.role_changed", "role"],
    ["profile.transaction_count_changed", "count"],
    ["lead.status_changed", "status"],
    ["service_request.status_changed", "status"],
    ["profile.sending_suspended", "sending"],
    ["profile.sending_resumed", "sending"],
    ["auth.login", undefined],
    ["toString", undefined],
    ["__proto__", undefined],
  ])("%s is of kind %s", (action, kind) => {
    expect(kindOfAction(action)).toBe(kind);
  });
});

describe("auditFilterSchema", () => {
  test.each([
    [{}, {}],
    [{ kind: "status" }, { kind: "status" }],
    [{ actor: " 6F1C2A4E-8B7D-4C3A-9E2F-1A2B3C4D5E6F " }, { actor: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f" }],
  ])("%j is read as %j", (query, filter) => {
    expect(auditFilterSchema.parse(query)).toEqual(filter);
  });

  test.each([
    [{ kind: "login" }, "kind", ADMIN_MESSAGES.invalidAuditKind],
    [{ kind: "" }, "kind", ADMIN_MESSAGES.invalidAuditKind],
    [{ actor: "me" }, "actor", ADMIN_MESSAGES.invalidActor],
    [{ actor: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6" }, "actor", ADMIN_MESSAGES.invalidActor],
    [{ actor: "'; drop table audit_events; --" }, "actor", ADMIN_MESSAGES.invalidActor],
  ])("%j is refused naming %s", (query, field, message) => {
    const result = auditFilterSchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
