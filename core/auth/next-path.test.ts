import { describe, expect, it } from "vitest";
import { defaultPathForRole, loginPathFor, postSignInPath, safeNextPath, signInReasonFor, withNextPath } from "./next-path.ts";

describe("safeNextPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/clients?tab=history", "/clients?tab=history"],
    ["/admin#users", "/admin#users"],
    ["/account/security", "/account/security"],
    ["/", "/"],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["/\\/evil.example", null],
    ["https://evil.example/dashboard", null],
    ["javascript:alert(1)", null],
    ["dashboard", null],
    ["/dash\nboard", null],
    ["/dash\tboard", null],
    ["/login", null],
    ["/login?next=/admin", null],
    ["", null],
    [null, null],
    [undefined, null],
    [`/${"a".repeat(3000)}`, null],
  ])("%j → %j", (next, expected) => expect(safeNextPath(next)).toBe(expected));
});

describe("defaultPathForRole", () => {
  it.each([
    ["admin", "/admin"],
    ["user", "/dashboard"],
    [null, "/dashboard"],
    [undefined, "/dashboard"],
  ] as const)("%s → %s", (role, path) => expect(defaultPathForRole(role)).toBe(path));
});

describe("postSignInPath", () => {
  it.each([
    ["user", "/clients", "/clients"],
    ["admin", "/clients", "/clients"],
    ["admin", null, "/admin"],
    ["user", null, "/dashboard"],
    ["user", "//evil.example", "/dashboard"],
    ["admin", "https://evil.example", "/admin"],
  ] as const)("role %s, next %j → %s", (role, next, path) => expect(postSignInPath(role, next)).toBe(path));
});

describe("loginPathFor", () => {
  it.each([
    ["/dashboard", "/login?next=%2Fdashboard"],
    ["/clients?id=3", "/login?next=%2Fclients%3Fid%3D3"],
    ["/", "/login"],
    ["//evil.example", "/login"],
  ])("%s → %s", (path, login) => expect(loginPathFor(path)).toBe(login));
});

describe("withNextPath", () => {
  it.each([
    ["/register", "/transactions/abc", "/register?next=%2Ftransactions%2Fabc"],
    ["/register", "/clients?tab=2", "/register?next=%2Fclients%3Ftab%3D2"],
    ["/register", "/", "/register"],
    ["/register", null, "/register"],
    ["/register", "//evil.example", "/register"],
    ["/register", "https://evil.example/x", "/register"],
    ["/register", "/login", "/register"],
  ] as const)("%s with %j → %s", (path, next, expected) => expect(withNextPath(path, next)).toBe(expected));
});

describe("signInReasonFor", () => {
  it.each([
    ["/transactions/7d1c2a4e-0000-4000-8000-000000000001", true],
    ["/transactions/abc?tab=documents", true],
    ["/transactions/abc/", true],
    ["/transactions", false],
    ["/transactions/abc/documents", false],
    ["/dashboard", false],
    ["//evil.example/transactions/abc", false],
    [null, false],
  ] as const)("%j → a reason: %s", (next, expected) => {
    const reason = signInReasonFor(next);
    expect(reason !== null).toBe(expected);
    if (reason) expect(reason.heading).toBe("Sign in to see the closing file shared with you");
  });
});
