import { Check } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DASHBOARD_ORDER_MESSAGES, DASHBOARD_ORDER_SERVICES, orderCompletionPath } from "#core/leads/dashboard-order.ts";
import type { DashboardOrderService } from "#core/domain/enums.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cx } from "#app/lib/cx.ts";
import { toast } from "#app/lib/toast.ts";
import { useOrderService } from "./dashboard-queries.ts";

/**
 * Order Transaction Coordination or a Digital Cash Closing: the order is recorded at once (the
 * spec's toast), then /get-started?order=<id> adds the property, date and phone to that same
 * request rather than filing another.
 */
export function OrderPanel() {
  const [selected, setSelected] = useState<DashboardOrderService | null>(null);
  const order = useOrderService();
  const navigate = useNavigate();

  function submit() {
    if (!selected) return;
    order.mutate(selected, {
      onSuccess: (receipt) => {
        toast.success(DASHBOARD_ORDER_MESSAGES.success);
        void navigate(orderCompletionPath(receipt.id, receipt.service_type));
      },
      onError: () => toast.error(DASHBOARD_ORDER_MESSAGES.failure),
    });
  }

  return (
    <Card role="region" aria-labelledby="order-heading">
      <h2 id="order-heading" className="text-xl font-bold text-navy-950">
        Order Services
      </h2>
      <fieldset className="mt-4">
        <legend className="text-navy-700">Choose a service, then order it. You can add the property and dates next.</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {DASHBOARD_ORDER_SERVICES.map((service) => {
            const checked = selected === service.id;
            return (
              <label
                key={service.id}
                className={cx(
                  "relative flex cursor-pointer flex-col gap-1 rounded-xl border-2 p-4 focus-within:ring-2 focus-within:ring-navy-700",
                  checked ? "border-gold-500 bg-gold-50" : "border-cream-300 bg-white hover:border-navy-300",
                )}
              >
                <input
                  type="radio"
                  name="dashboard-order"
                  value={service.id}
                  checked={checked}
                  onChange={() => setSelected(service.id)}
                  className="sr-only"
                />
                <span className="flex items-center justify-between font-semibold text-navy-950">
                  {service.name}
                  {checked ? <Check aria-hidden="true" className="size-5 text-gold-800" /> : null}
                </span>
                <span className="font-semibold text-navy-800">{service.price}</span>
                <span className="text-sm text-navy-700">{service.description}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button className="mt-4" disabled={!selected} busy={order.isPending} busyLabel={DASHBOARD_ORDER_MESSAGES.processing} onClick={submit}>
        {DASHBOARD_ORDER_MESSAGES.submit}
      </Button>
    </Card>
  );
}
