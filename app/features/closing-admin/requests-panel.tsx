import { Plus } from "lucide-react";
import { useId, useState } from "react";
import type { StaffClosingFile } from "#core/api/closing-file.ts";
import { Button } from "#app/components/ui/button.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { groupRequests, type RequestGroup } from "./request-groups.ts";
import { RequestForm } from "./request-form.tsx";
import { RequestItem } from "./request-item.tsx";
import { useFileRequests } from "./request-queries.ts";
import type { PartyRole } from "#core/closing/closing-enums.ts";
import { SectionCard } from "./section-card.tsx";

function Group({ fileId, roles, group }: { fileId: string; roles: readonly PartyRole[]; group: RequestGroup }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-base font-bold text-navy-900">
        {group.title} <span className="font-normal text-navy-700">({group.requests.length})</span>
      </h3>
      <ul className="grid gap-4">
        {group.requests.map((r) => (
          <li key={r.id} className="rounded-xl border border-cream-300 bg-white p-4">
            <RequestItem fileId={fileId} roles={roles} request={r} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What the file needs from whom, by when (issue 30): answers to review first, then what is still
 * owed (overdue first), then what is settled; each reviewed, edited, waived or reopened in place,
 * and a form to add one (each title requirement and opinion objection is its own request).
 */
export function RequestsPanel({ file }: { file: StaffClosingFile }) {
  const requests = useFileRequests(file.id);
  const [adding, setAdding] = useState(false);
  const roles = [...new Set(file.parties.map((p) => p.role))];
  return (
    <SectionCard
      title="Requests"
      actions={
        adding ? null : (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add request
          </Button>
        )
      }
    >
      {adding ? <RequestForm fileId={file.id} roles={roles} request={null} onDone={() => setAdding(false)} /> : null}
      {requests.isPending ? (
        <QueryLoading label="Loading requests…" />
      ) : requests.isError ? (
        <QueryError message="Failed to load the requests." onRetry={() => void requests.refetch()} retrying={requests.isRefetching} />
      ) : requests.data.data.length === 0 ? (
        <QueryEmpty message="No requests yet">
          <p>The file's rules add what its kind, title and property call for; add anything else with “Add request”.</p>
        </QueryEmpty>
      ) : (
        groupRequests(requests.data.data).map((g) => <Group key={g.id} fileId={file.id} roles={roles} group={g} />)
      )}
    </SectionCard>
  );
}
