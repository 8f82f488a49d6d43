import type { User } from "@supabase/auth-js";
import { lazySchema } from "#app/lib/forms/lazy-schema.ts";
import { useRequestForm } from "./use-request-form.ts";

const EMPTY = {
  name: "",
  phone: "",
  company: "",
  property_address: "",
  closing_date_requested: "",
  message: "",
};
const COMPLETION_SCHEMA = lazySchema(() => import("#core/leads/dashboard-order.ts").then((m) => m.orderCompletionSchema));

export type CompletionField = keyof typeof EMPTY;

/**
 * Completes the signed-in user's dashboard order `orderId` (POST /api/v1/orders/{id}/completion,
 * the id in the path): the same request gets its details, no second one is filed. Accepted: the
 * Get Started toast, then /thank-you, as the public form does. The e-mail is the account's and
 * the service the order's, so neither is a field here.
 */
export function useOrderCompletion(orderId: string, user: User | null) {
  return useRequestForm({ schema: COMPLETION_SCHEMA, empty: EMPTY, endpoint: `/api/v1/orders/${encodeURIComponent(orderId)}/completion` }, user);
}

export type OrderCompletionForm = ReturnType<typeof useOrderCompletion>;
