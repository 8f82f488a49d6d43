/**
 * Every admin people route: refused without a token (401), to a regular user (403 forbidden) and
 * to an administrator signed in with the password only (403 mfa_required, ADMIN_MFA's default);
 * served to an administrator after the second factor (aal2).
 */
import { beforeAll, describe, expect, test } from "vitest";
import { administrator, apiCall, regularUser, usePeopleApp, type Caller } from "#tests/support/kits/people.ts";

const t = usePeopleApp();
let admin: Caller & { aal1Token: string };
let user: Caller;
let target: Caller;
beforeAll(async () => {
  admin = await administrator(t);
  user = await regularUser(t);
  target = await regularUser(t);
});

const ROUTES: [string, string, () => string, unknown?][] = [
  ["GET", "overview", () => "/api/v1/admin/overview"],
  ["GET", "users", () => "/api/v1/admin/users?q=example"],
  ["GET", "users as CSV", () => "/api/v1/admin/users.csv?q=example"],
  ["PATCH", "a role", () => `/api/v1/admin/users/${target.id}/role`, { role: "user" }],
  ["PUT", "a transaction count", () => `/api/v1/admin/users/${target.id}/transaction-count`, { count: 3 }],
  ["GET", "the audit log", () => "/api/v1/admin/audit?kind=role"],
  ["GET", "messages", () => "/api/v1/admin/messages?channel=email"],
  ["GET", "documents", () => "/api/v1/admin/documents?type=all"],
];

describe.each(ROUTES)("%s %s", (method, _what, path, body) => {
  test("no token: 401", async () => {
    const res = await apiCall(t, method, path(), undefined, body);
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("unauthorized");
  });

  test("a regular user: 403 forbidden", async () => {
    const res = await apiCall(t, method, path(), user.token, body);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "forbidden", message: "Only administrators can do this." });
  });

  test("an administrator without the second factor (aal1): 403 mfa_required", async () => {
    const res = await apiCall(t, method, path(), admin.aal1Token, body);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("mfa_required");
  });

  test("an administrator after the second factor (aal2): 200, not cached", async () => {
    const res = await apiCall(t, method, path(), admin.token, body);
    expect(res.status).toBe(200);
    if (method === "GET") expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
