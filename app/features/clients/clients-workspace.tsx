import { UserPlus, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { useWideScreen } from "#app/components/ui/data-table.tsx";
import { cx } from "#app/lib/cx.ts";
import { AddClientForm } from "./client-form.tsx";
import { ClientDetailView } from "./client-detail.tsx";
import { ClientList } from "./client-list.tsx";

/**
 * Client management (/clients and /clients/:id). On a wide screen Add New Client is on the left
 * and the list, or the selected client, on the right. On a phone the selected client comes first
 * and the add form waits behind its button, so a tapped client opens at the top of the page. The
 * search is kept in the address (?q=), so the back button and a shared link return to the same list.
 */
export function ClientsWorkspace({ selectedId }: { selectedId?: string }) {
  const navigate = useNavigate();
  const wide = useWideScreen();
  const [adding, setAdding] = useState(false);
  const formId = useId();
  const formSlot = useRef<HTMLDivElement>(null);
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const listPath = `/clients${search ? `?q=${encodeURIComponent(search)}` : ""}`;
  const onSearch = useCallback(
    (q: string) => setParams(q ? { q } : {}, { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const formShown = wide || adding;

  // Opening the form on a phone moves to its first field.
  useEffect(() => {
    if (adding && !wide) formSlot.current?.querySelector<HTMLElement>("input")?.focus();
  }, [adding, wide]);

  return (
    <div className="page-container grid gap-6 py-6 sm:py-10 lg:grid-cols-[22rem_1fr] lg:items-start lg:gap-8">
      <div className={cx("grid gap-4", selectedId && "max-lg:order-last")}>
        {wide ? null : (
          <Button
            variant={adding ? "secondary" : "primary"}
            aria-expanded={adding}
            aria-controls={formId}
            onClick={() => setAdding((open) => !open)}
            className="justify-self-start"
          >
            {adding ? <X aria-hidden="true" className="size-5" /> : <UserPlus aria-hidden="true" className="size-5" />}
            {adding ? "Close the Form" : "Add New Client"}
          </Button>
        )}
        <div id={formId} ref={formSlot} hidden={!formShown}>
          {/* Kept while hidden, so closing the form on a phone keeps what was typed. */}
          <Card>
            <AddClientForm
              onAdded={() => {
                setAdding(false);
                if (selectedId) void navigate(listPath);
              }}
            />
          </Card>
        </div>
      </div>
      <Card className="max-sm:p-4">
        {selectedId ? (
          <ClientDetailView id={selectedId} backTo={listPath} onDeleted={() => navigate(listPath, { replace: true })} />
        ) : (
          <ClientList search={search} onSearch={onSearch} />
        )}
      </Card>
    </div>
  );
}
