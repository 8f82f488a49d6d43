import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Card } from "#app/components/ui/card.tsx";
import { AddClientForm } from "./client-form.tsx";
import { ClientDetailView } from "./client-detail.tsx";
import { ClientList } from "./client-list.tsx";

/**
 * Client management (/clients and /clients/:id): Add New Client on the left; on the right the
 * list, or the selected client. The search is kept in the address (?q=), so the back button and
 * a shared link return to the same list.
 */
export function ClientsWorkspace({ selectedId }: { selectedId?: string }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const listPath = `/clients${search ? `?q=${encodeURIComponent(search)}` : ""}`;
  const onSearch = useCallback(
    (q: string) => setParams(q ? { q } : {}, { replace: true, preventScrollReset: true }),
    [setParams],
  );

  return (
    <div className="page-container grid gap-8 py-10 lg:grid-cols-[22rem_1fr] lg:items-start">
      <Card>
        <AddClientForm onAdded={() => (selectedId ? navigate(listPath) : undefined)} />
      </Card>
      <Card>
        {selectedId ? (
          <ClientDetailView id={selectedId} backTo={listPath} onDeleted={() => navigate(listPath, { replace: true })} />
        ) : (
          <ClientList search={search} onSearch={onSearch} />
        )}
      </Card>
    </div>
  );
}
