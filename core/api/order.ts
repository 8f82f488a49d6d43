/**
 * The receipt of the dashboard's "Order Selected Service" (POST /api/v1/orders) and the caller's
 * orders (server/api/orders/), shared with the dashboard and /get-started. The order's body is
 * core/leads/dashboard-order.ts's dashboardOrderSchema, its completion orderCompletionSchema.
 */
import { z } from "zod";
import { DASHBOARD_ORDER_SERVICE_VALUES, SERVICE_REQUEST_STATUS_VALUES, SERVICE_TYPE_VALUES } from "../domain/enums.ts";
import { pageSchemaOf } from "./page.ts";

export const orderReceiptSchema = z
  .object({
    id: z.string().uuid(),
    service_type: z.enum(DASHBOARD_ORDER_SERVICE_VALUES),
    status: z.literal("new"),
    created_at: z.string().meta({ example: "2026-11-23T15:05:00.000Z" }),
  })
  .meta({ id: "OrderReceipt" });
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

/**
 * One of the caller's orders ("My orders": GET /api/v1/orders, GET /api/v1/orders/{id}): every
 * service request filed from the account, the dashboard's orders and /get-started requests sent
 * signed in. `needs_details` is true for a dashboard order whose property, date and phone have
 * not been added yet (on /get-started?order=<id>); `closing_file` is the file staff opened from
 * it, when the caller may open that file (an agent or lender party with their proven e-mail).
 */
export const orderSchema = z
  .object({
    id: z.string().uuid(),
    service_type: z.enum(SERVICE_TYPE_VALUES),
    service_name: z.string().meta({ example: "Digital Cash Closing" }),
    name: z.string(),
    phone: z.string().meta({ description: "Empty until the order's details are added" }),
    property_address: z.string().nullable().meta({ example: "412 Elm St, Cedar Falls, IA 50613" }),
    closing_date_requested: z.string().nullable().meta({ example: "2026-12-18" }),
    status: z.enum(SERVICE_REQUEST_STATUS_VALUES),
    needs_details: z.boolean(),
    created_at: z.string().meta({ example: "2026-11-23T15:05:00.000Z" }),
    closing_file: z
      .object({ id: z.string().uuid(), file_number: z.string().meta({ example: "HC-2026-01001" }), completed_at: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: "Order" });
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = pageSchemaOf(orderSchema, "OrderPage");
export type OrderPage = z.infer<typeof orderPageSchema>;
