import { describe, expect, it } from "vitest";
import { SERVICE_TYPE_VALUES } from "../domain/enums.ts";
import { CLOSING_KIND_VALUES } from "./milestones.ts";
import { SERVICE_CLOSING_KIND, fileFromRequest, requesterRole, type RequestForFile } from "./file-from-request.ts";

const request = (over: Partial<RequestForFile> = {}): RequestForFile => ({
  service_type: "digital-cash",
  user_type: "agent",
  property_address: "123 Main St, Cedar Falls, IA 50613",
  closing_date_requested: "2026-12-18",
  sale_price_cents: 25_000_000,
  ...over,
});

describe("a closing file from a service request", () => {
  it("carries over every field the request has", () => {
    expect(fileFromRequest(request())).toEqual({
      property_address: "123 Main St, Cedar Falls, IA 50613",
      county: "Black Hawk",
      kind: "cash",
      sale_price_cents: 25_000_000,
      closing_date: "2026-12-18",
      requester_role: "buyers_agent",
    });
  });

  it("leaves for staff what the request does not tell", () => {
    expect(fileFromRequest(request({ service_type: "loan", property_address: null, closing_date_requested: null, sale_price_cents: null }))).toEqual({
      property_address: "",
      county: null,
      kind: null,
      sale_price_cents: null,
      closing_date: null,
      requester_role: "buyers_agent",
    });
  });

  it.each([
    ["digital-cash", "cash"],
    ["cash", "cash"],
    ["1031", "exchange_1031"],
    ["fsbo", "fsbo"],
    ["loan", null],
    ["title", null],
    ["title-guaranty", null],
    ["tc", null],
    ["ron", null],
  ] as const)("service %s → kind %s", (service, kind) => {
    expect(fileFromRequest(request({ service_type: service })).kind).toBe(kind);
  });

  it("names a kind for every service, or none, and only real kinds", () => {
    expect(Object.keys(SERVICE_CLOSING_KIND).sort()).toEqual([...SERVICE_TYPE_VALUES].sort());
    for (const kind of Object.values(SERVICE_CLOSING_KIND)) if (kind) expect(CLOSING_KIND_VALUES).toContain(kind);
  });

  it.each([
    ["lender", "loan", "lender"],
    ["agent", "digital-cash", "buyers_agent"],
    ["agent", "fsbo", "buyers_agent"],
    [null, "fsbo", "seller"],
    [null, "digital-cash", "buyer"],
    [null, "title", "buyer"],
  ] as const)("an account of type %s ordering %s is the %s", (userType, service, role) => {
    expect(requesterRole(userType, service)).toBe(role);
  });

  it("keeps only a real YYYY-MM-DD date", () => {
    expect(fileFromRequest(request({ closing_date_requested: "2026-12-18T00:00:00Z" })).closing_date).toBe("2026-12-18");
    expect(fileFromRequest(request({ closing_date_requested: "soon" })).closing_date).toBeNull();
  });
});
