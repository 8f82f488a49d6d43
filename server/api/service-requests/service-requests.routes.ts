/**
 * POST /api/v1/service-requests: the /get-started form (forms/public-form.routes.ts), public or
 * signed in. The account (user_id, user_type) comes from the bearer token and the profile, never
 * from the body.
 */
import { serviceRequestSchema } from "#core/leads/service-request.ts";
import type { Services } from "#server/services.ts";
import { STORED_RECEIPT, publicForm, publicFormRoutes } from "../forms/public-form.routes.ts";

export const SERVICE_REQUEST_FORM = publicForm({
  form: "service_request",
  tags: ["Service requests"],
  summary: "Request a service (Get Started)",
  description:
    "service_type, name, email and phone are required; company, property_address, closing_date_requested " +
    "(yyyy-mm-dd; empty is null) and message are optional. The choice cash is stored as digital-cash. " +
    "Limited per IP address. A bearer token is optional: it attaches the signed-in sender's account.",
  body: serviceRequestSchema,
  example: {
    service_type: "title",
    name: "Dana Ruiz",
    email: "dana.ruiz@example.com",
    phone: "(515) 555-0190",
    company: "Ruiz Holdings LLC",
    property_address: "412 Elm St, Cedar Falls, IA 50613",
    closing_date_requested: "2026-12-18",
    message: "Cash purchase, inspection done.",
  },
  submission: (input) => ({ kind: "service_request", data: input }),
  row: (input, account) => ({
    table: "service_requests",
    values: {
      serviceType: input.service_type,
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company ?? null,
      propertyAddress: input.property_address ?? null,
      closingDateRequested: input.closing_date_requested ?? null,
      message: input.message ?? null,
      userId: account?.userId ?? null,
      userType: account?.type ?? null,
    },
  }),
  receipt: STORED_RECEIPT,
});

export const serviceRequestsRoutes = (ctx: Services) => publicFormRoutes(ctx, SERVICE_REQUEST_FORM);
