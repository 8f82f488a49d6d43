/**
 * The dashboard's order panel: a signed-in user picks Transaction Coordination or Digital Cash
 * Closings. Everything else about the request (name, e-mail, account) comes from the account on
 * the server, never from the body. The order is recorded at once (the spec's flow), then the
 * user completes that same request on /get-started?order=<id> with the property, the date and a
 * phone number (orderCompletionSchema); "My orders" lists them with their status.
 */
import { z } from "zod";
import { DASHBOARD_ORDER_SERVICE_VALUES, type ServiceRequestStatus } from "../domain/enums.ts";
import { PRICE_LIST, portalPrice } from "../domain/price-list.ts";
import { SITE } from "../site/settings.ts";
import { serviceRequestSchema } from "./service-request.ts";

export const DASHBOARD_ORDER_MESSAGES = {
  chooseService: "Please choose a service to order.",
  success: "Service request submitted successfully!",
  failure: "Failed to submit request. Please try again.",
  processing: "Processing...",
  submit: "Order Selected Service",
} as const;

/** The cards of the order panel, in order. */
export const DASHBOARD_ORDER_SERVICES = [
  {
    id: "tc",
    name: "Transaction Coordination",
    price: portalPrice(PRICE_LIST.transactionCoordination),
    description: "We track every deadline, document and signature from accepted offer to closing, and keep everyone informed.",
  },
  {
    id: "digital-cash",
    name: "Digital Cash Closings",
    price: portalPrice(PRICE_LIST.digitalCashClosing),
    description: "Cash purchases closed electronically: e-signing, verified wire instructions and same-day recording where the county allows.",
  },
] as const satisfies readonly { id: (typeof DASHBOARD_ORDER_SERVICE_VALUES)[number]; name: string; price: string; description: string }[];

export const dashboardOrderSchema = z.object({
  service_type: z.enum(DASHBOARD_ORDER_SERVICE_VALUES, { error: DASHBOARD_ORDER_MESSAGES.chooseService }),
});
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>;

/** The stored request's `type`: where it came from. */
export const DASHBOARD_ORDER_TYPE = "dashboard_order";

/** Orders per account per hour: an agent ordering for a busy week stays well under it. */
export const DASHBOARD_ORDER_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;

/** The request's name: the part of the e-mail before the at sign, or 'Unknown'. */
export function orderRequesterName(email: string | null | undefined): string {
  const local = email ? email.slice(0, Math.max(0, email.indexOf("@"))) : "";
  return local.trim() || "Unknown";
}

/** The /get-started address that completes order `id` (the id travels in the URL, never in a body). */
export function orderCompletionPath(id: string, service: string): string {
  return `/get-started?service=${encodeURIComponent(service)}&order=${encodeURIComponent(id)}`;
}

/**
 * The details that complete an order (POST /api/v1/orders/{id}/completion): the request form's
 * fields but the e-mail (the account's) and the service (the order's). Phone is required, as on
 * the public form; an empty date is null.
 */
export const orderCompletionSchema = serviceRequestSchema.pick({
  name: true,
  phone: true,
  company: true,
  property_address: true,
  closing_date_requested: true,
  message: true,
});
export type OrderCompletionInput = z.input<typeof orderCompletionSchema>;
export type OrderCompletion = z.output<typeof orderCompletionSchema>;

export const ORDER_COMPLETION_MESSAGES = {
  notFound: "We could not find that order on your account.",
  alreadyCompleted: `We already have the details of this order. To change them, call us at ${SITE.phone}.`,
} as const;

/** A request's status as its requester reads it on "My orders" (staff set it in the admin area). */
export const ORDER_STATUS_LABELS: Record<ServiceRequestStatus, string> = {
  new: "Received",
  contacted: "In contact",
  qualified: "Confirmed",
  converted: "File opened",
};
