import { describe, expect, test } from "vitest";
import type { z } from "zod";
import {
  aalSchema,
  accountTypeSchema,
  amrMethodSchema,
  codeChallengeMethodSchema,
  communicationStatusSchema,
  communicationTypeSchema,
  DASHBOARD_ORDER_SERVICE_VALUES,
  dashboardOrderServiceSchema,
  factorStatusSchema,
  factorTypeSchema,
  leadSourceSchema,
  leadStatusSchema,
  oneTimeTokenTypeSchema,
  outboxChannelSchema,
  outboxStatusSchema,
  PG_ENUMS,
  resourceAudienceSchema,
  resourceDocumentTypeSchema,
  SERVICE_TYPE_VALUES,
  serviceRequestStatusSchema,
  serviceTypeSchema,
  transactionStatusSchema,
  userRoleSchema,
} from "./enums.ts";

type Case = {
  schema: z.ZodEnum;
  accepts: string[];
  rejects: unknown[];
};

// What the spec fixes for each enumeration and what it must not take.
const cases: Record<string, Case> = {
  userRole: { schema: userRoleSchema, accepts: ["admin", "user"], rejects: ["Admin", "superuser", "", null] },
  accountType: { schema: accountTypeSchema, accepts: ["agent", "lender"], rejects: ["buyer", "seller", "", undefined] },
  leadStatus: {
    schema: leadStatusSchema,
    accepts: ["new", "contacted", "qualified", "converted"],
    rejects: ["closed", "New", "lost", 1],
  },
  serviceRequestStatus: {
    schema: serviceRequestStatusSchema,
    accepts: ["new", "contacted", "qualified", "converted"],
    rejects: ["pending", "done"],
  },
  leadSource: {
    schema: leadSourceSchema,
    accepts: ["contact", "guide_download", "gift_card", "other"],
    rejects: ["guide download", "web"],
  },
  serviceType: {
    schema: serviceTypeSchema,
    accepts: ["title", "tc", "digital-cash", "cash", "loan", "1031", "fsbo", "ron", "title-guaranty"],
    rejects: ["digital_cash", "Digital-Cash", "transaction-coordination", "1031-exchange", ""],
  },
  dashboardOrderService: { schema: dashboardOrderServiceSchema, accepts: ["tc", "digital-cash"], rejects: ["cash", "loan"] },
  communicationType: { schema: communicationTypeSchema, accepts: ["email", "sms"], rejects: ["letter", "EMAIL"] },
  communicationStatus: { schema: communicationStatusSchema, accepts: ["queued", "sent", "delivered", "failed", "received"], rejects: ["read", "undelivered", ""] },
  transactionStatus: {
    schema: transactionStatusSchema,
    accepts: ["pending", "in_progress", "closed", "cancelled"],
    rejects: ["in-progress", "open"],
  },
  resourceDocumentType: {
    schema: resourceDocumentTypeSchema,
    accepts: ["fsbo", "agent", "lender", "marketing"],
    rejects: ["all", "buyer"],
  },
  resourceAudience: { schema: resourceAudienceSchema, accepts: ["public", "agent", "non_agent"], rejects: ["lender", "all"] },
  aal: { schema: aalSchema, accepts: ["aal1", "aal2"], rejects: ["aal3", "aal0"] },
  factorType: { schema: factorTypeSchema, accepts: ["totp", "phone", "webauthn"], rejects: ["sms", "passkey"] },
  factorStatus: { schema: factorStatusSchema, accepts: ["unverified", "verified"], rejects: ["pending"] },
  oneTimeTokenType: {
    schema: oneTimeTokenTypeSchema,
    accepts: ["confirmation", "recovery", "magiclink", "email_change_new", "email_change_current", "reauthentication"],
    rejects: ["signup", "password"],
  },
  amrMethod: { schema: amrMethodSchema, accepts: ["password", "otp", "totp", "mfa/phone", "passkey", "mfa/webauthn"], rejects: ["sms", "pin"] },
  codeChallengeMethod: { schema: codeChallengeMethodSchema, accepts: ["s256", "plain"], rejects: ["S256", "sha1"] },
  outboxStatus: { schema: outboxStatusSchema, accepts: ["pending", "sending", "sent", "failed"], rejects: ["queued"] },
  outboxChannel: { schema: outboxChannelSchema, accepts: ["email", "sms"], rejects: ["push"] },
};

describe.each(Object.entries(cases))("%s", (_name, { schema, accepts, rejects }) => {
  test.each(accepts)("accepts %j", (value) => {
    expect(schema.parse(value)).toBe(value);
  });
  test.each(rejects)("rejects %j", (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe("value lists", () => {
  test.each(Object.entries(PG_ENUMS))("%s is non-empty, unique and lower-case", (_name, values) => {
    expect(values.length).toBeGreaterThan(0);
    expect(new Set(values).size).toBe(values.length);
    for (const v of values) expect(v).toMatch(/^[a-z0-9][a-z0-9_/]*$/);
  });

  test("service types are the hyphenated ids the site links to", () => {
    for (const v of SERVICE_TYPE_VALUES) expect(v).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // The Get Started links and the dashboard order.
    for (const v of ["title", "digital-cash", "loan", "1031", "ron", "tc"]) expect(SERVICE_TYPE_VALUES).toContain(v);
  });

  test("the dashboard can only order known service types", () => {
    for (const v of DASHBOARD_ORDER_SERVICE_VALUES) expect(SERVICE_TYPE_VALUES).toContain(v);
  });

  test("lead and service-request statuses are the same four, in the admin dropdown order", () => {
    expect(PG_ENUMS.lead_status).toEqual(["new", "contacted", "qualified", "converted"]);
    expect(PG_ENUMS.service_request_status).toEqual(PG_ENUMS.lead_status);
  });
});
