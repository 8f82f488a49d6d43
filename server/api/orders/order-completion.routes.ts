/**
 * POST /api/v1/orders/{id}/completion: the details of a dashboard order (name, phone, company,
 * property address, requested closing date, message), added on /get-started?order=<id> to the
 * same request instead of filing a second one. Only the account that placed the order can
 * complete it (the id travels in the path; another account's order answers 404), and only once
 * (409 order_already_completed), so its e-mails (staff's, and the acknowledgement to the
 * account's address) go once per order. The service is the order's; the body cannot change it.
 */
import { createRoute } from "@hono/zod-openapi";
import { orderSchema } from "#core/api/order.ts";
import { ORDER_COMPLETION_MESSAGES, orderCompletionSchema } from "#core/leads/dashboard-order.ts";
import type { ServiceType } from "#core/domain/enums.ts";
import { senderAcknowledgement, staffNotification } from "#core/leads/submission-mail.ts";
import type { Services } from "#server/services.ts";
import { partyEmailOf } from "#server/closing/file-access.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import type { EmailToQueue } from "#server/messaging/outbox.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, invalidInput, notJsonBody, signedInErrors } from "../openapi.ts";
import { idParams } from "../path-params.ts";
import { missingOrder, orderIdOf } from "./my-orders.routes.ts";
import { orderJson } from "./order-json.ts";
import { completeOrder, findOrder } from "./orders.queries.ts";

export function orderCompletionRoutes(ctx: Services) {
  const route = createRoute({
    method: "post",
    path: "/{id}/completion",
    tags: ["Dashboard"],
    summary: "Add the details of one of the caller's dashboard orders",
    description:
      "Completes the request the dashboard's order filed: name and phone are required; company, property_address, " +
      "closing_date_requested (yyyy-mm-dd; empty is null) and message are optional. The service and the e-mail are " +
      "the order's and the account's. Once per order.",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: {
      params: idParams,
      body: {
        required: true,
        content: {
          "application/json": {
            schema: orderCompletionSchema,
            example: { name: "Dana Ruiz", phone: "(515) 555-0190", property_address: "412 Elm St, Cedar Falls, IA 50613", closing_date_requested: "2026-12-18" },
          },
        },
      },
    },
    responses: {
      200: { description: "The completed order; staff are told", content: { "application/json": { schema: orderSchema } } },
      ...invalidInput,
      ...signedInErrors,
      404: missingOrder,
      409: { description: "The order already has its details (order_already_completed)", content: { "application/json": { schema: ErrorSchema } } },
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const id = orderIdOf(c.req.valid("param").id);
    const input = c.req.valid("json");
    const { user, profile } = callerOf(c);
    const email = user.email ?? profile.email ?? "";
    const now = new Date();
    const mails = (serviceType: string): EmailToQueue[] => {
      const submission = { kind: "service_request" as const, data: { ...input, service_type: serviceType as ServiceType, email, website: undefined } };
      const mailCtx = { id, submittedAt: now, account: { email, type: profile.type }, publicUrl: ctx.config.publicUrl };
      const staff = staffNotification(submission, mailCtx);
      const ack = senderAcknowledgement(submission, mailCtx);
      const toStaff: EmailToQueue = { to: ctx.config.STAFF_EMAIL, subject: staff.subject, text: staff.text, kind: "order.details_notify_staff", refId: id, metadata: email ? { replyTo: email } : {} };
      return email ? [toStaff, { to: email, subject: ack.subject, text: ack.text, kind: "order.details_acknowledge", refId: id, metadata: {} }] : [toStaff];
    };
    const outcome = await completeOrder(ctx.db, {
      userId: user.id,
      id,
      values: {
        name: input.name,
        phone: input.phone,
        company: input.company ?? null,
        propertyAddress: input.property_address ?? null,
        closingDateRequested: input.closing_date_requested ?? null,
        message: input.message ?? null,
      },
      mails,
    });
    if (outcome.kind === "missing") throw notFound(ORDER_COMPLETION_MESSAGES.notFound);
    if (outcome.kind === "already_completed") throw new AppError(409, "order_already_completed", ORDER_COMPLETION_MESSAGES.alreadyCompleted);
    ctx.kickOutbox();
    const row = (await findOrder(ctx.db, user.id, partyEmailOf(callerOf(c)), id))!;
    return c.json(orderJson(row), 200);
  });
}
