import type { User } from "@supabase/auth-js";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { SERVICE_REQUEST_MESSAGES } from "#core/leads/form-texts.ts";
import { useLeadForm, type LeadFormOptions } from "#app/lib/forms/use-lead-form.ts";
import { toast } from "#app/lib/toast.ts";
import { accountName } from "./account-name.ts";

/**
 * What both /get-started forms do (the public request and the completion of a dashboard order):
 * the spec's inline failure and success toast, then /thank-you with the form still filled and
 * busy until that page is there (no second submit meanwhile), and the account's name filled in.
 */
export function useRequestForm<K extends string>(
  options: Pick<LeadFormOptions<K>, "schema" | "empty" | "endpoint" | "emailField" | "extra">,
  user: User | null,
) {
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const form = useLeadForm({
    ...options,
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
    if (name) fill({ name } as Partial<Record<K, string>>);
  }, [name, fill]);

  return { ...form, busy: form.busy || sent };
}
