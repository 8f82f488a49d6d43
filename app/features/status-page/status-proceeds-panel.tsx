import { useEffect, useState } from "react";
import type { StatusSession } from "#core/api/closing-request.ts";
import { Button } from "#app/components/ui/button.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { MoneyViewGate } from "./money-view-gate.tsx";
import { ProceedsFrame } from "./status-proceeds-frame.tsx";
import { ProceedsForm } from "./status-proceeds-form.tsx";
import { useProceedsAccount } from "./status-proceeds-queries.ts";

/** The seller's saved account, masked, with where its verification stands in plain words; or the form. */
function ProceedsAccount({ token, session, stale }: { token: string; session: StatusSession; stale: () => void }) {
  const query = useProceedsAccount(token, session.session_token);
  const [editing, setEditing] = useState(false);
  const expired = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (expired) stale();
  }, [expired, stale]);

  if (session.party.role !== "seller") {
    return <p className="text-navy-800">Only a seller gives an account for proceeds. If you are buying, there are no proceeds to send you.</p>;
  }
  if (query.isPending || expired) return <QueryLoading label="Loading your account…" />;
  if (query.isError) return <QueryError message="Your account did not load." onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  const account = query.data.account;
  if (!account || editing) {
    return <ProceedsForm token={token} session={session.session_token} holder={account?.holder_name ?? session.party.name} onSaved={() => setEditing(false)} onStale={stale} onCancel={account ? () => setEditing(false) : undefined} />;
  }
  return (
    <div className="grid gap-3">
      <dl className="grid gap-1 text-navy-900">
        <div>
          <dt className="inline font-semibold">Account holder: </dt>
          <dd className="inline">{account.holder_name}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Account: </dt>
          <dd className="inline">
            {account.account_type === "savings" ? "Savings" : "Checking"} <span className="font-mono">{account.masked_account}</span>
          </dd>
        </div>
      </dl>
      <p role="status" className="rounded-lg bg-cream-50 p-3 text-navy-800">
        {account.state_words}
      </p>
      <div>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Change the account
        </Button>
      </div>
      <p className="text-sm text-navy-700">A change starts our verification again, and we tell you by e-mail and text.</p>
    </div>
  );
}

/** "Your proceeds" once asked for: the new-code step (MoneyViewGate), then the account. */
export default function StatusProceedsPanel({ token }: { token: string }) {
  return (
    <ProceedsFrame>
      <MoneyViewGate token={token} purpose="before you give or see bank details">
        {(session, stale) => <ProceedsAccount token={token} session={session} stale={stale} />}
      </MoneyViewGate>
    </ProceedsFrame>
  );
}
