// Loaded only for /get-started?order=<id> with a session: the public page never downloads it.
import "#app/lib/zod-browser-config.ts";
import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { orderSchema, type Order } from "#core/api/order.ts";
import { ORDER_COMPLETION_MESSAGES } from "#core/leads/dashboard-order.ts";
import { catalogueServiceOfType } from "#core/leads/service-catalogue.ts";
import { CLAIMS } from "#core/site/claims.ts";
import { RequiredNote } from "#app/components/forms/required-note.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { api } from "#app/lib/api/api-client.ts";
import { ApiError } from "#app/lib/api/api-error.ts";
import { QueryProvider } from "#app/lib/api/query-provider.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { useOrderCompletion } from "./use-order-completion.ts";

const HEADING = "complete-order-heading";

function CompletionForm({ order }: { order: Order }) {
  const { user } = useAuth();
  const form = useOrderCompletion(order.id, user);
  const { formRef, busy, notice, submit, field } = form;
  const price = catalogueServiceOfType(order.service_type)?.price;
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={HEADING} className="relative grid gap-5">
      <div className="grid gap-0.5 rounded-xl bg-cream-100 p-4">
        <span className="text-sm font-semibold text-navy-700">Your order</span>
        <span className="text-lg font-semibold text-navy-950">{order.service_name}</span>
        {price ? <span className="text-sm text-navy-700">{price}</span> : null}
        <span className="text-sm text-navy-700">Confirmation goes to {user?.email ?? "your account's e-mail address"}.</span>
      </div>
      <RequiredNote />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label="Name" autoComplete="name" required {...field("name")} />
        <Field label="Phone" type="tel" autoComplete="tel" required {...field("phone")} />
        <Field label="Company" autoComplete="organization" {...field("company")} />
        <Field control="date" label="Requested Closing Date" {...field("closing_date_requested")} />
        <Field label="Property Address" autoComplete="street-address" className="sm:col-span-2" {...field("property_address")} />
      </div>
      <Field control="textarea" label="Message" rows={4} hint="The sale or purchase price, the lender, anything we should know." {...field("message")} />
      {notice ? <FormAlert>{notice}</FormAlert> : null}
      <Button type="submit" size="lg" busy={busy} busyLabel="Submitting..." className="justify-self-start">
        <Send aria-hidden="true" className="size-5" />
        Submit Request
      </Button>
    </form>
  );
}

function OrderToComplete({ orderId }: { orderId: string }) {
  const query = useQuery({
    queryKey: ["orders", orderId],
    queryFn: ({ signal }) => api.get(`/api/v1/orders/${encodeURIComponent(orderId)}`, { schema: orderSchema, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  if (query.isPending) return <QueryLoading label="Loading your order…" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <QueryEmpty message={ORDER_COMPLETION_MESSAGES.notFound}>
          <p>Orders are placed from your dashboard; you can also choose a service on this page.</p>
          <p className="mt-3">
            <ButtonLink to="/get-started" variant="secondary">
              Choose a service
            </ButtonLink>
          </p>
        </QueryEmpty>
      );
    }
    return <QueryError message="Failed to load your order" onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (!query.data.needs_details) {
    return (
      <QueryEmpty message={ORDER_COMPLETION_MESSAGES.alreadyCompleted}>
        <p className="mt-3">
          <ButtonLink to="/dashboard" variant="secondary">
            Back to your dashboard
          </ButtonLink>
        </p>
      </QueryEmpty>
    );
  }
  return <CompletionForm order={query.data} />;
}

/**
 * /get-started?order=<id> for the signed-in account that placed the order on the dashboard: the
 * property, date and phone complete that same request. The server checks that the order is
 * this account's (another's answers 404, shown as such).
 */
export default function OrderCompletion({ orderId }: { orderId: string }) {
  const { loading } = useAuth();
  return (
    <section aria-labelledby={HEADING} className="page-container py-12 sm:py-16">
      <Card className="mx-auto max-w-3xl sm:p-8">
        <h2 id={HEADING} className="text-2xl font-semibold tracking-tight text-navy-950">
          Complete your order
        </h2>
        <p className="mt-2 mb-6 text-navy-700">
          Your order is recorded. Add the property and your phone number, and we will contact you {CLAIMS.contactWithin} to confirm
          the details and open your file.
        </p>
        {loading ? (
          <QueryLoading label="Loading your order…" />
        ) : (
          <QueryProvider>
            <OrderToComplete orderId={orderId} />
          </QueryProvider>
        )}
      </Card>
    </section>
  );
}
