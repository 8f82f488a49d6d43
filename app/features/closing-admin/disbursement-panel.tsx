import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { DisbursementCard } from "./disbursement-card.tsx";
import { PayoffForm } from "./disbursement-payoff-form.tsx";
import { useDisbursementAccounts } from "./disbursement-queries.ts";
import { SectionCard } from "./section-card.tsx";

/**
 * Where the file's money goes (issue 32): the seller's proceeds accounts (given on their status
 * page) and the payoffs (from payoff statements), each verified by a callback one administrator
 * records and another approves before "Closed and disbursed" can be done.
 */
export function DisbursementPanel({ fileId }: { fileId: string }) {
  const query = useDisbursementAccounts(fileId);
  const [adding, setAdding] = useState(false);
  const actions = adding ? null : (
    <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" className="size-4" />
      Add payoff
    </Button>
  );
  return (
    <SectionCard title="Disbursement accounts" actions={actions}>
      <p className="text-sm text-navy-700">Each account needs a callback to an independent number, recorded by one administrator and approved by another, before closing and disbursing.</p>
      {adding ? <PayoffForm fileId={fileId} account={null} onDone={() => setAdding(false)} /> : null}
      {query.isPending ? (
        <QueryLoading label="Loading the accounts..." />
      ) : query.isError ? (
        <QueryError message="Failed to load the disbursement accounts." onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.data.length === 0 ? (
        <p className="text-navy-700">No accounts yet. A seller gives theirs on the status page; add each payoff from its statement.</p>
      ) : (
        <ul className="grid gap-3">
          {query.data.data.map((a) => (
            <DisbursementCard key={a.id} fileId={fileId} account={a} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
