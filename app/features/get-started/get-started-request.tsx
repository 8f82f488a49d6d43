import { ArrowDown, MousePointerClick, Phone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { catalogueService, type CatalogueServiceId } from "#core/leads/service-catalogue.ts";
import { CLAIMS } from "#core/site/claims.ts";
import { SITE } from "#core/site/settings.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { retryingImport } from "#app/lib/lazy-import.ts";
import { useLazyComponent } from "#app/lib/use-lazy-component.ts";
import { RequestForm } from "./request-form.tsx";
import { requestPrefill } from "./request-prefill.ts";
import { ServicePicker } from "./service-picker.tsx";
import { useServiceRequest } from "./use-service-request.ts";

// The completion of a dashboard order: only for a signed-in visitor with ?order=, in its own chunk.
const loadOrderCompletion = retryingImport(() => import("./order-completion.tsx"));

const PICKER_HEADING = "choose-service-heading";
const PICKER_HINT = "choose-service-hint";
const FORM_HEADING = "request-form-heading";

const linkClass = "font-medium text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-950";

/**
 * The picker and the request form. Nothing is picked at first; a pick reveals the form, and
 * picks can change freely, the typed fields kept (their state lives here, not in the form).
 *
 * The page is pre-rendered without a query, so `?service=` and the calculators' prefill are read
 * after hydration (an effect, so the first client render matches the HTML), and again whenever
 * a link changes the query while the page is open. A query only ever adds: a service it names is
 * picked, its values fill fields that are still empty, and an unknown service changes nothing.
 *
 * `?order=<id>` comes from the dashboard's "Order Selected Service": for the signed-in account
 * the page completes that recorded order (order-completion.tsx) instead of filing another
 * request. A visitor without a session gets the public form, the service preselected, as before.
 */
export function GetStartedRequest() {
  const { user, loading } = useAuth();
  const [orderId, setOrderId] = useState<string | null>(null);
  const [selected, setSelected] = useState<CatalogueServiceId | null>(null);
  const service = selected ? catalogueService(selected) : null;
  const form = useServiceRequest(service);
  const completion = useLazyComponent(loadOrderCompletion, orderId !== null && (loading || user !== null));
  const pickerRef = useRef<HTMLDivElement>(null);
  const [searchParams] = useSearchParams();

  const { fill, formRef } = form;
  useEffect(() => {
    const prefill = requestPrefill(searchParams);
    setOrderId(searchParams.get("order")?.trim() || null);
    if (prefill.service) setSelected(prefill.service.id);
    fill(prefill.fields);
  }, [searchParams, fill]);

  const focusPicker = () => pickerRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
  const focusForm = () => formRef.current?.querySelector<HTMLElement>("input:not([tabindex='-1']), textarea")?.focus();

  if (orderId && (loading || user)) {
    if (completion.failed) {
      return (
        <div className="page-container py-12">
          <QueryError message="Your order could not be loaded. Check your connection and try again." onRetry={completion.retry} />
        </div>
      );
    }
    const OrderCompletion = completion.Component;
    return OrderCompletion ? (
      <OrderCompletion orderId={orderId} />
    ) : (
      <QueryLoading label="Loading your order…" className="page-container py-12" />
    );
  }

  return (
    <section aria-labelledby={PICKER_HEADING} className="page-container py-12 sm:py-16">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)] xl:gap-12">
        <div>
          <h2 id={PICKER_HEADING} className="text-2xl font-semibold tracking-tight text-navy-950">
            Choose a service
          </h2>
          <p id={PICKER_HINT} className="mt-2 mb-5 text-navy-700">
            Pick one to open the request form. You can change it at any time; what you typed stays.
          </p>
          <ServicePicker
            ref={pickerRef}
            selected={selected}
            onSelect={setSelected}
            labelledBy={PICKER_HEADING}
            describedBy={PICKER_HINT}
          />
          {service ? (
            // On a phone the form is below all seven cards.
            <Button variant="secondary" className="mt-4 w-full lg:hidden" onClick={focusForm}>
              <ArrowDown aria-hidden="true" className="size-4" />
              Continue to your details
            </Button>
          ) : null}
        </div>

        {service ? (
          <Card className="sm:p-8">
            <h2 id={FORM_HEADING} className="text-2xl font-semibold tracking-tight text-navy-950">
              Tell us about your closing
            </h2>
            <p className="mt-2 mb-6 text-navy-700">
              We will contact you {CLAIMS.contactWithin} to confirm the details and open your file.
            </p>
            <RequestForm form={form} service={service} labelledBy={FORM_HEADING} onChangeService={focusPicker} />
          </Card>
        ) : (
          <div className="grid justify-items-center gap-3 rounded-2xl border-2 border-dashed border-cream-300 bg-cream-50 px-6 py-12 text-center">
            <MousePointerClick aria-hidden="true" className="size-10 text-navy-500" />
            <p className="text-xl font-semibold text-navy-950">Choose a service to start your request</p>
            <p className="max-w-md text-navy-700">
              The request form opens here once you pick a service. Not sure which one fits? Call us at{" "}
              <a href={SITE.phoneHref} className={`inline-flex items-center gap-1 ${linkClass}`}>
                <Phone aria-hidden="true" className="size-4" />
                {SITE.phone}
              </a>
              .
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
