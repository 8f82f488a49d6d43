import type { User } from "@supabase/auth-js";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { SERVICE_REQUEST_MESSAGES } from "#core/leads/form-texts.ts";
import { lazySchema } from "#app/lib/forms/lazy-schema.ts";
import { useLeadForm } from "#app/lib/forms/use-lead-form.ts";
import { toast } from "#app/lib/toast.ts";
import { accountName } from "./account-name.ts";

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
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const form = useLeadForm({
    schema: COMPLETION_SCHEMA,
    empty: EMPTY,
    endpoint: `/api/v1/orders/${encodeURIComponent(orderId)}/completion`,
    failureNotice: SERVICE_REQUEST_MESSAGES.failure,
    clearOnSent: false,
    onSent: () => {
      setSent(true);
      toast.success(SERVICE_REQUEST_MESSAGES.success);
      void navigate("/thank-you");
    },
  });

  const { fill } = form;
  const name = accountName(user);
  useEffect(() => {
    if (name) fill({ name });
  }, [name, fill]);

  return { ...form, busy: form.busy || sent };
}

export type OrderCompletionForm = ReturnType<typeof useOrderCompletion>;
