import { describe, expect, it } from "vitest";
import { defaultPathForRole, loginPathFor, postSignInPath, safeNextPath } from "./next-path.ts";

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
