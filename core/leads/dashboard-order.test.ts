import { describe, expect, it } from "vitest";
import { DASHBOARD_ORDER_MESSAGES, dashboardOrderSchema, orderRequesterName } from "./dashboard-order.ts";

describe("dashboardOrderSchema", () => {
  it.each([
    [{ service_type: "tc" }, true],
    [{ service_type: "digital-cash" }, true],
    [{ service_type: "title" }, false],
    [{ service_type: "" }, false],
    [{}, false],
    [{ service_type: 5 }, false],
  ])("%j valid: %s", (body, ok) => {
    const result = dashboardOrderSchema.safeParse(body);
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(DASHBOARD_ORDER_MESSAGES.chooseService);
  });

  it("ignores ids and account fields in the body", () => {
    expect(dashboardOrderSchema.parse({ service_type: "tc", user_id: "x", email: "y@example.com" })).toEqual({ service_type: "tc" });
  });
});

describe("orderRequesterName", () => {
  it.each([
    ["jo.smith@example.com", "jo.smith"],
    ["@example.com", "Unknown"],
    ["", "Unknown"],
    [null, "Unknown"],
    ["no-at-sign", "Unknown"],
  ])("%s → %s", (email, name) => expect(orderRequesterName(email)).toBe(name));
});
