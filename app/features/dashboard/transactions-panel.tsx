import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "../../components/ui/query-state.tsx";
import { formatDate } from "./format-date.ts";
import { useTransactions } from "./dashboard-queries.ts";
import { statusLabel, statusTone } from "./transaction-status.ts";

/** The signed-in user's transactions, newest first, ten at a time. */
export function TransactionsPanel() {
  const query = useTransactions();
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Card role="region" aria-labelledby="transactions-heading">
      <h2 id="transactions-heading" className="text-xl font-bold text-navy-950">
        Your Transactions
      </h2>
      <div className="mt-4">
        {query.isPending ? (
          <QueryLoading label="Loading your transactions…" />
        ) : query.isError ? (
          <QueryError message="Error: Failed to load transactions" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        ) : rows.length === 0 ? (
          <QueryEmpty message="No transactions found">
            When we open a closing file for you, it appears here with its status.
          </QueryEmpty>
        ) : (
          <>
            <ul className="divide-y divide-cream-300">
              {rows.map((t) => (
                <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-semibold text-navy-950 capitalize">{t.property_address ?? `${t.type} transaction`}</p>
                    <p className="text-sm text-navy-700">
                      Opened {formatDate(t.created_at)}
                      {t.closing_date ? ` · Closing ${formatDate(t.closing_date)}` : ""}
                    </p>
                  </div>
                  <Badge tone={statusTone(t.status)}>{statusLabel(t.status)}</Badge>
                </li>
              ))}
            </ul>
            {query.hasNextPage ? (
              <Button variant="secondary" className="mt-4" onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage} busyLabel="Loading...">
                Show more transactions
              </Button>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
