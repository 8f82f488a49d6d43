import type { CatalogueService } from "#core/leads/service-catalogue.ts";
import { lazySchema } from "#app/lib/forms/lazy-schema.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { useRequestForm } from "./use-request-form.ts";

const EMPTY = {
  name: "",
  email: "",
  phone: "",
  company: "",
  property_address: "",
  closing_date_requested: "",
  message: "",
};
const REQUEST_SCHEMA = lazySchema(() => import("#core/leads/service-request.ts").then((m) => m.serviceRequestSchema));

export type RequestField = keyof typeof EMPTY;

/**
 * The /get-started request (POST /api/v1/service-requests) for the picked service. It lives
 * above the picker, so changing the service keeps everything typed. Accepted: a toast, then
 * /thank-you (the form stays filled, and busy, until that page is there). Not accepted: the
 * spec's inline failure message, or the server's own words (too many tries), nothing lost.
 * A signed-in visitor's e-mail (and name, when the account has one) is filled in.
 */
export function useServiceRequest(service: CatalogueService | null) {
  const { user } = useAuth();
  return useRequestForm(
    { schema: REQUEST_SCHEMA, empty: EMPTY, endpoint: "/api/v1/service-requests", emailField: "email", extra: { service_type: service?.id ?? "" } },
    user,
  );
}

export type ServiceRequestForm = ReturnType<typeof useServiceRequest>;
