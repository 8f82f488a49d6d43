import { CalendarDays, ChevronRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { Order } from "#core/api/order.ts";
import { ORDER_STATUS_LABELS, orderCompletionPath } from "#core/leads/dashboard-order.ts";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { formatDay } from "#app/lib/closing-format.ts";
import { useMyOrders } from "./dashboard-queries.ts";

const STATUS_TONES: Record<Order["status"], BadgeTone> = { new: "info", contacted: "warning", qualified: "accent", converted: "success" };

const linkClass = "inline-flex items-center gap-1 font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700 [overflow-wrap:anywhere]";

function OrderCard({ order }: { order: Order }) {
  return (
    <li className="grid gap-2 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-navy-950">{order.service_name}</h3>
          <p className="text-sm text-navy-700">Ordered {formatDay(order.created_at)}</p>
        </div>
        <Badge tone={STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
      </div>
      <p className="flex items-start gap-2 text-sm text-navy-800">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
        <span className="[overflow-wrap:anywhere]">{order.property_address ?? "Property not given yet"}</span>
      </p>
      <p className="flex items-start gap-2 text-sm text-navy-800">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
        <span>{order.closing_date_requested ? `Closing requested for ${formatDay(order.closing_date_requested)}` : "No closing date requested"}</span>
      </p>
      {order.closing_file ? (
        <p className="text-sm">
          <Link to={`/transactions/${order.closing_file.id}`} className={linkClass}>
            Closing file {order.closing_file.file_number}
            <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </p>
      ) : null}
      {order.needs_details ? (
        <p className="text-sm">
          <Link to={orderCompletionPath(order.id, order.service_type)} className={linkClass}>
            Add the property, date and phone
            <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </p>
      ) : null}
    </li>
  );
}

/** "My orders": what the agent or lender ordered, where each stands, and the closing file once one is opened from it. */
export function MyOrdersPanel() {
  const query = useMyOrders();
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Card role="region" aria-labelledby="my-orders-heading">
      <h2 id="my-orders-heading" className="text-xl font-bold text-navy-950">
        My orders
      </h2>
      <div className="mt-2">
        {query.isPending ? (
          <QueryLoading label="Loading your orders…" />
        ) : query.isError ? (
          <QueryError message="Failed to load your orders" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        ) : rows.length === 0 ? (
          <QueryEmpty message="No orders yet">
            <p>Services you order here or on Get Started while signed in appear here, with their status.</p>
          </QueryEmpty>
        ) : (
          <>
            <ul aria-label="Your orders" className="divide-y divide-cream-300">
              {rows.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </ul>
            {query.hasNextPage ? (
              <Button variant="secondary" className="mt-4" onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage} busyLabel="Loading...">
                Show more orders
              </Button>
            ) : null}
            {query.isFetchNextPageError ? (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                More orders could not be loaded. Please try again.
              </p>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
