import { describe, expect, test } from "vitest";
import { ADMIN_MESSAGES } from "./admin-messages.ts";
import { leavesNoAdmin, roleChangeSchema } from "./people-role.ts";

describe("roleChangeSchema", () => {
  test.each([[{ role: "admin" }], [{ role: "user" }]])("%j is accepted", (body) => {
    expect(roleChangeSchema.parse(body)).toEqual(body);
  });

  test.each([[{}], [{ role: "Admin" }], [{ role: "owner" }], [{ role: "" }], [{ role: null }], [{ role: 1 }], [{ role: ["admin"] }]])("%j is refused", (body) => {
    const result = roleChangeSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["role"], message: ADMIN_MESSAGES.invalidRole });
  });
});

describe("leavesNoAdmin", () => {
  test.each([
    [{ from: "admin", to: "user" }, 1, true],
    [{ from: "admin", to: "user" }, 0, true],
    [{ from: "admin", to: "user" }, 2, false],
    [{ from: "user", to: "admin" }, 1, false],
    [{ from: "user", to: "admin" }, 0, false],
    [{ from: "admin", to: "admin" }, 1, false],
    [{ from: "user", to: "user" }, 1, false],
  ] as const)("%j with %i administrators: %s", (change, admins, refused) => {
    expect(leavesNoAdmin(change, admins)).toBe(refused);
  });
});
