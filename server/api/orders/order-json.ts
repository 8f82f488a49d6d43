/** A request row of the caller's as core/api/order.ts's Order: "My orders" and the completion read it alike. */
import type { Order } from "#core/api/order.ts";
import { DASHBOARD_ORDER_TYPE } from "#core/leads/dashboard-order.ts";
import { serviceTypeTitle } from "#core/leads/service-catalogue.ts";
import type { ServiceType } from "#core/domain/enums.ts";
import type { OrderRow } from "./orders.queries.ts";

export function orderJson(row: OrderRow): Order {
  return {
    id: row.id,
    service_type: row.serviceType as ServiceType,
    service_name: serviceTypeTitle(row.serviceType),
    name: row.name,
    phone: row.phone,
    property_address: row.propertyAddress,
    closing_date_requested: row.closingDateRequested,
    status: row.status,
    needs_details: row.type === DASHBOARD_ORDER_TYPE && row.phone === "",
    created_at: row.createdAt.toISOString(),
    closing_file:
      row.fileId && row.fileNumber
        ? { id: row.fileId, file_number: row.fileNumber, completed_at: row.fileCompletedAt ? row.fileCompletedAt.toISOString() : null }
        : null,
  };
}
