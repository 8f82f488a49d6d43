import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CLIENT_MESSAGES } from "../../../core/clients/client-fields.ts";
import { Button } from "../../components/ui/button.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "../../components/ui/query-state.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { cx } from "../../lib/cx.ts";
import { useClients } from "./clients-queries.ts";

/** Waits until typing pauses before searching, so each keystroke is not a request. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The user's clients, newest first, searchable, a page at a time; `selectedId` is highlighted. */
export function ClientList({ search, onSearch, selectedId }: { search: string; onSearch: (q: string) => void; selectedId?: string }) {
  const [typed, setTyped] = useState(search);
  const settled = useSettled(typed.trim());
  useEffect(() => {
    if (settled !== search) onSearch(settled);
  }, [settled, search, onSearch]);
  const clients = useClients(search);
  const rows = clients.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <section aria-labelledby="client-list-heading" className="grid gap-4">
      <h2 id="client-list-heading" className="text-xl font-bold text-navy-950">
        Your Clients
      </h2>
      <div role="search" className="relative">
        <TextField
          label="Search clients"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          hint="Name, e-mail, company or phone"
          maxLength={100}
        />
        <Search aria-hidden="true" className="pointer-events-none absolute right-3 top-10 size-4 text-navy-500" />
      </div>
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
