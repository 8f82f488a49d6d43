import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "./contact-fields.ts";
import { DASHBOARD_ORDER_MESSAGES, dashboardOrderSchema, orderCompletionPath, orderCompletionSchema, orderRequesterName } from "./dashboard-order.ts";

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

describe("orderCompletionSchema", () => {
  const valid = { name: "Dana Ruiz", phone: "515-555-0190" };

  it("keeps the details, normalised, and drops the service, the e-mail and any ids", () => {
    const parsed = orderCompletionSchema.parse({
      ...valid,
      property_address: " 412 Elm St ",
      closing_date_requested: "",
      service_type: "title",
      email: "spoof@example.com",
      user_id: "x",
      id: "y",
    });
    expect(parsed).toEqual({
      name: "Dana Ruiz",
      phone: "(515) 555-0190",
      company: null,
      property_address: "412 Elm St",
      closing_date_requested: null,
      message: null,
    });
  });

  it.each([
    [{ phone: "" }, "phone", FIELD_MESSAGES.phoneRequired],
    [{ name: " " }, "name", FIELD_MESSAGES.nameRequired],
    [{ closing_date_requested: "2026-02-30" }, "closing_date_requested", undefined],
  ])("%j is refused at %s", (extra, field, message) => {
    const result = orderCompletionSchema.safeParse({ ...valid, ...extra });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });
});

describe("orderCompletionPath", () => {
  it("names the service and the order in the query", () => {
    expect(orderCompletionPath("6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f", "digital-cash")).toBe(
      "/get-started?service=digital-cash&order=6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f",
    );
  });
});
