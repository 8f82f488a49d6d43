import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "./contact-fields.ts";
import { SERVICE_CATALOGUE, serviceFromQuery, serviceTypeTitle } from "./service-catalogue.ts";
import { SERVICE_REQUEST_MESSAGES, serviceRequestSchema } from "./service-request.ts";

const valid = { service_type: "loan", name: "Dana Ruiz", email: "dana@example.com", phone: "515-555-0190" };

describe("service request schema", () => {
  it("keeps the required fields, normalised, and stores empty optional fields as null", () => {
    expect(serviceRequestSchema.parse({ ...valid, company: "", property_address: " ", closing_date_requested: "", message: "" })).toEqual({
      service_type: "loan",
      name: "Dana Ruiz",
      email: "dana@example.com",
      phone: "(515) 555-0190",
      company: null,
      property_address: null,
      closing_date_requested: null,
      message: null,
    });
  });

  it.each([
    [{ service_type: "cash" }, { service_type: "cash" }],
    [{ service_type: "digital-cash" }, { service_type: "digital-cash" }],
    [{ closing_date_requested: "2026-12-18" }, { closing_date_requested: "2026-12-18" }],
    [{ closing_date_requested: null }, { closing_date_requested: null }],
    [{ property_address: " 412 Elm St, Cedar Falls, IA 50613 " }, { property_address: "412 Elm St, Cedar Falls, IA 50613" }],
  ])("%j is stored as %j", (extra, expected) => {
    expect(serviceRequestSchema.parse({ ...valid, ...extra })).toMatchObject(expected);
  });

  it.each([
    [{ service_type: undefined }, "service_type", SERVICE_REQUEST_MESSAGES.chooseService],
    [{ service_type: "plumbing" }, "service_type", SERVICE_REQUEST_MESSAGES.chooseService],
    [{ name: "" }, "name", FIELD_MESSAGES.nameRequired],
    [{ email: "dana@" }, "email", FIELD_MESSAGES.invalidEmail],
    [{ phone: "" }, "phone", FIELD_MESSAGES.phoneRequired],
    [{ phone: undefined }, "phone", FIELD_MESSAGES.phoneRequired],
    [{ closing_date_requested: "2026-02-30" }, "closing_date_requested", SERVICE_REQUEST_MESSAGES.invalidDate],
    [{ closing_date_requested: "12/18/2026" }, "closing_date_requested", SERVICE_REQUEST_MESSAGES.invalidDate],
    [{ closing_date_requested: 20261218 }, "closing_date_requested", SERVICE_REQUEST_MESSAGES.invalidDate],
    [{ message: "x".repeat(5001) }, "message", FIELD_MESSAGES.messageTooLong],
  ])("%j is refused at %s", (extra, field, message) => {
    const result = serviceRequestSchema.safeParse({ ...valid, ...extra });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });
});

describe("the Get Started picker", () => {
  it.each([
    ["title", "title"],
    ["digital-cash", "digital-cash"],
    ["cash", "cash"],
    ["loan", "loan"],
    ["1031", "1031"],
    ["ron", "ron"],
    ["tc", "tc"],
    ["fsbo", "fsbo"],
    ["title-guaranty", "title"],
    [" LOAN ", "loan"],
  ])("?service=%s selects %s", (query, id) => {
    expect(serviceFromQuery(query)?.id).toBe(id);
  });

  it.each([[""], [null], [undefined], ["plumbing"], ["__proto__"], ["constructor"]])("?service=%j selects nothing", (query) => {
    expect(serviceFromQuery(query)).toBeNull();
  });

  it("stores every pick as its own service type, which names it again: ids round-trip", () => {
    for (const s of SERVICE_CATALOGUE) {
      const stored = serviceRequestSchema.shape.service_type.parse(s.id);
      expect(stored).toBe(s.serviceType);
      expect(serviceTypeTitle(stored)).toBe(s.title);
    }
    expect(new Set(SERVICE_CATALOGUE.map((s) => s.serviceType)).size).toBe(SERVICE_CATALOGUE.length);
  });

  it.each([
    ["digital-cash", "Digital Cash Closing"],
    ["cash", "Cash Closing"],
    ["loan", "Loan Closing"],
    ["title-guaranty", "title-guaranty"],
  ])("names service type %s as %s", (type, title) => {
    expect(serviceTypeTitle(type)).toBe(title);
  });
});
