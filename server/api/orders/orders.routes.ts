/**
 * POST /api/v1/orders: the dashboard's "Order Selected Service". The request is filed from the
 * account (name = the e-mail's local part, e-mail, account type, user id); the body only names
 * the service. Staff are told through the outbox; the user continues on /get-started?order=<id>,
 * which completes this same request (order-completion.routes.ts). The caller's orders:
 * my-orders.routes.ts. All three are mounted here, under /api/v1/orders.
 */
import { randomUUID } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { orderReceiptSchema } from "#core/api/order.ts";
import { DASHBOARD_ORDER_LIMIT, DASHBOARD_ORDER_TYPE, dashboardOrderSchema, orderRequesterName } from "#core/leads/dashboard-order.ts";
import { staffNotification } from "#core/leads/submission-mail.ts";
import { SITE } from "#core/site/settings.ts";
import type { Services } from "#server/services.ts";
import { overIpLimit } from "#server/http/ip-limit.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, invalidInput, signedInErrors, notJsonBody } from "../openapi.ts";
import { myOrdersRoutes } from "./my-orders.routes.ts";
import { orderCompletionRoutes } from "./order-completion.routes.ts";
import { OverOrderLimit, storeOrder } from "./orders.queries.ts";

const tooMany = (wait: string) =>
  `You have placed several orders in the last hour. Please wait ${wait} before ordering again, or call us at ${SITE.phone}.`;

export function ordersRoutes(ctx: Services) {
  const route = createRoute({
    method: "post",
    path: "/",
    tags: ["Dashboard"],
    summary: "Order a service from the dashboard",
    description:
      "Files a service request for the signed-in account (name, e-mail and account type from the account; ids in " +
      "the body are ignored) and notifies staff. Limited per account.",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { body: { required: true, content: { "application/json": { schema: dashboardOrderSchema, example: { service_type: "tc" } } } } },
    responses: {
      201: { description: "Ordered; staff are notified", content: { "application/json": { schema: orderReceiptSchema } } },
      ...invalidInput,
      ...signedInErrors,
      ...notJsonBody,
      429: { description: "Too many orders from this account; see Retry-After", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  const place = apiRouter().openapi(route, async (c) => {
    const { service_type } = c.req.valid("json");
    const { user, profile } = callerOf(c);
    const email = user.email ?? profile.email ?? "";
    const id = randomUUID();
    const createdAt = new Date();
    const name = orderRequesterName(email);
    const mail = staffNotification(
      {
        kind: "service_request",
        data: { service_type, name, email, phone: "", company: null, property_address: null, closing_date_requested: null, message: "Ordered from the dashboard.", website: undefined },
      },
      { id, submittedAt: createdAt, account: { email, type: profile.type }, publicUrl: ctx.config.publicUrl },
    );
    const limit = {
      key: `order:user:${user.id}`,
      max: DASHBOARD_ORDER_LIMIT.max * ctx.config.FORM_RATE_LIMIT_MULTIPLIER,
      windowSeconds: DASHBOARD_ORDER_LIMIT.windowSeconds,
    };
    try {
      await storeOrder(
        ctx.db,
        limit,
        { id, createdAt, name, email, serviceType: service_type, type: DASHBOARD_ORDER_TYPE, userId: user.id, userType: profile.type },
        [{ to: ctx.config.STAFF_EMAIL, subject: mail.subject, text: mail.text, html: mail.html, kind: "order.notify_staff", refId: id, metadata: email ? { replyTo: email } : {} }],
      );
    } catch (err) {
      if (err instanceof OverOrderLimit) throw overIpLimit(err.state, tooMany);
      throw err;
    }
    ctx.kickOutbox();
    return c.json({ id, service_type, status: "new" as const, created_at: createdAt.toISOString() }, 201);
  });
  return apiRouter().route("/", place).route("/", myOrdersRoutes(ctx)).route("/", orderCompletionRoutes(ctx));
}
