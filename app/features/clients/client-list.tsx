import { Link } from "react-router";
import { CLIENT_LIMITS, CLIENT_MESSAGES } from "#core/clients/client-fields.ts";
import { Button } from "#app/components/ui/button.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { cx } from "#app/lib/cx.ts";
import { useClients } from "./clients-queries.ts";

/** The user's clients, newest first, searchable, a page at a time; `selectedId` is highlighted. */
export function ClientList({ search, onSearch, selectedId }: { search: string; onSearch: (q: string) => void; selectedId?: string }) {
  const clients = useClients(search);
  const rows = clients.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <section aria-labelledby="client-list-heading" className="grid gap-4">
      <h2 id="client-list-heading" className="text-xl font-bold text-navy-950">
        Your Clients
      </h2>
      <SearchBox label="Search clients" hint="Name, e-mail, company or phone" value={search} onSearch={onSearch} maxLength={CLIENT_LIMITS.search} />
      {clients.isPending ? (
        <QueryLoading label="Loading your clients…" />
      ) : clients.isError && rows.length === 0 ? (
        <QueryError message={CLIENT_MESSAGES.loadFailed} onRetry={() => void clients.refetch()} retrying={clients.isRefetching} />
      ) : rows.length === 0 ? (
        <QueryEmpty message={CLIENT_MESSAGES.empty}>
          {search ? <p>No client matches “{search}”.</p> : <p>Add your first client with the form.</p>}
        </QueryEmpty>
      ) : (
        <>
          <ul aria-label="Clients" className="grid gap-2">
            {rows.map((client) => (
              <li key={client.id}>
                <Link
                  to={`/clients/${client.id}${search ? `?q=${encodeURIComponent(search)}` : ""}`}
                  aria-current={client.id === selectedId ? "page" : undefined}
                  className={cx(
                    "block rounded-xl border px-4 py-3 transition-colors hover:border-navy-400 focus-visible:outline-2",
                    client.id === selectedId ? "border-gold-500 bg-gold-50" : "border-cream-300 bg-white",
                  )}
                >
                  <span className="block font-semibold text-navy-950">{client.name}</span>
                  <span className="block text-sm text-navy-700">
                    {[client.company, client.email, client.phone].filter(Boolean).join(" · ") || "No contact details yet"}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {clients.hasNextPage ? (
            <Button variant="secondary" onClick={() => void clients.fetchNextPage()} busy={clients.isFetchingNextPage} busyLabel="Loading...">
              Show More Clients
            </Button>
          ) : null}
          {clients.isError ? <QueryError message={CLIENT_MESSAGES.loadFailed} onRetry={() => void clients.refetch()} /> : null}
        </>
      )}
    </section>
  );
}
