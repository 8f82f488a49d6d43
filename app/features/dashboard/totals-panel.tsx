import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { useTotals } from "./dashboard-queries.ts";

/**
 * Total transactions and this month's (the calendar month in Iowa): transactions and closed files
 * alike, the count the admin and the Year of the GOAT read too (closing-counts.queries.ts).
 */
export function TotalsPanel() {
  const query = useTotals();
  return (
    <Card role="region" aria-labelledby="totals-heading">
      <h2 id="totals-heading" className="text-xl font-bold text-navy-950">
        Your Numbers
      </h2>
      {query.isPending ? (
        <QueryLoading label="Loading your totals…" />
      ) : query.isError ? (
        <QueryError message="Failed to load your totals" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-4">
          <div className="rounded-xl bg-cream-100 p-4">
            <dt className="text-sm font-semibold text-navy-700">Total Transactions</dt>
            <dd className="mt-1 text-3xl font-bold text-navy-950">{query.data.total_transactions}</dd>
          </div>
          <div className="rounded-xl bg-cream-100 p-4">
            <dt className="text-sm font-semibold text-navy-700">This Month</dt>
            <dd className="mt-1 text-3xl font-bold text-navy-950">{query.data.monthly_transactions}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
