/**
 * The receipt of the dashboard's "Order Selected Service" (POST /api/v1/orders): used by
 * server/api/orders/orders.routes.ts and the dashboard. The order itself is
 * core/leads/dashboard-order.ts's dashboardOrderSchema.
 */
import { z } from "zod";
import { DASHBOARD_ORDER_SERVICE_VALUES } from "../domain/enums.ts";

export const orderReceiptSchema = z
  .object({
    id: z.string().uuid(),
    service_type: z.enum(DASHBOARD_ORDER_SERVICE_VALUES),
    status: z.literal("new"),
    created_at: z.string().meta({ example: "2026-11-23T15:05:00.000Z" }),
  })
  .meta({ id: "OrderReceipt" });
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;
