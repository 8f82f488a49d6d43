/**
 * POST /api/v1/service-requests: the /get-started form, public or signed in. The account
 * (user_id, user_type) comes from the bearer token and the profile, never from the body.
 */
import { createRoute } from "@hono/zod-openapi";
import { honeypotFilled } from "../../../core/leads/contact-fields.ts";
import { serviceRequestSchema } from "../../../core/leads/service-request.ts";
import type { Services } from "../../services.ts";
import { OPTIONALLY_SIGNED_IN, apiRouter } from "../openapi.ts";
import {
  SubmissionReceiptSchema,
  decoyReceipt,
  formErrorResponses,
  publicFormGuard,
  signedInAccount,
  storeSubmission,
} from "../forms/public-form.ts";

/** A valid body, shown in the OpenAPI document (and the fuzzer's starting point). */
const EXAMPLE = {
  service_type: "title",
  name: "Dana Ruiz",
  email: "dana.ruiz@example.com",
  phone: "(515) 555-0190",
  company: "Ruiz Holdings LLC",
  property_address: "412 Elm St, Cedar Falls, IA 50613",
  closing_date_requested: "2026-12-18",
  message: "Cash purchase, inspection done.",
};

const route = createRoute({
  method: "post",
  path: "/",
  tags: ["Service requests"],
  summary: "Request a service (Get Started)",
  description:
    "service_type, name, email and phone are required; company, property_address, closing_date_requested " +
    "(yyyy-mm-dd; empty is null) and message are optional. The choice cash is stored as digital-cash. " +
    "Limited per IP address. A bearer token is optional: it attaches the signed-in sender's account.",
  security: OPTIONALLY_SIGNED_IN,
  request: { body: { required: true, content: { "application/json": { schema: serviceRequestSchema, example: EXAMPLE } } } },
  responses: {
    201: { description: "Stored; staff are notified and the sender gets an acknowledgement", content: { "application/json": { schema: SubmissionReceiptSchema } } },
    ...formErrorResponses,
  },
});

export function serviceRequestsRoutes(ctx: Services) {
  const router = apiRouter();
  router.use("/", ...publicFormGuard(ctx, "service_request"));
  return router.openapi(route, async (c) => {
    const input = c.req.valid("json");
    if (honeypotFilled(input)) return c.json(decoyReceipt(), 201);
    const account = await signedInAccount(ctx, c);
    const row = await storeSubmission(ctx, c, { kind: "service_request", data: input }, account, {
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
    });
    return c.json({ id: row.id, status: "new" as const, created_at: row.createdAt.toISOString() }, 201);
  });
}
