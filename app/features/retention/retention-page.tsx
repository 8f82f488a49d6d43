/**
 * /admin/retention (issue 33): the retention policy with each period's reason and sources, the
 * form to change it, what is due now, and the daily run's last outcome (the scheduled_jobs row),
 * with "Run now" through the same lease.
 */
import { Pencil, Play } from "lucide-react";
import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { toast } from "#app/lib/toast.ts";
import type { RetentionOverview } from "#core/api/retention.ts";
import { RETENTION_FIELDS, RETENTION_RULES, type RetentionPolicy } from "#core/retention/retention-policy.ts";
import { RetentionDueCards } from "./retention-due-list.tsx";
import { RetentionPolicyForm } from "./retention-policy-form.tsx";
import { useRetention, useRunRetention } from "./retention-queries.ts";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

function PolicyRules({ policy }: { policy: RetentionPolicy }) {
  return (
    <ul className="grid gap-4">
      {RETENTION_FIELDS.map((field) => {
        const rule = RETENTION_RULES[field];
        return (
          <li key={field} className="grid gap-1 rounded-lg border border-cream-300 bg-white p-4">
            <p className="font-bold text-navy-950">
              {rule.label}: <span className="tabular-nums">{policy[field]}</span> {rule.unit}
            </p>
            <p className="text-navy-800">{rule.what}</p>
            <p className="text-navy-700">{rule.reason}</p>
            <ul className="grid gap-1 text-sm text-navy-700">
              {rule.sources.map((s) => (
                <li key={s.cite}>
                  <span className="font-semibold">{s.cite}</span>
                  {s.confirmed ? "" : " (not confirmed: check the current text)"}: {s.says}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

function LastRun({ run }: { run: RetentionOverview["last_run"] }) {
  const start = useRunRetention();
  const [failure, setFailure] = useState<string | null>(null);
  const runNow = async () => {
    setFailure(null);
    try {
      const result = await start.mutateAsync();
      const d = result.disposed;
      toast.success(`Run finished: ${d.bank_details} bank details, ${d.documents} documents, ${d.leads} leads, ${d.service_requests} requests, ${d.expired_access} expired codes and sessions.`);
    } catch (error) {
      setFailure(error instanceof ApiError && error.isClientError ? error.message : "The run did not finish. Please try again.");
    }
  };
  return (
    <div className="grid gap-3">
      {run ? (
        <dl className="grid gap-1 text-navy-800">
          <div className="flex flex-wrap items-center gap-2">
            <dt className="font-semibold">Result</dt>
            <dd>
              {run.running ? <Badge tone="info">Running now</Badge> : run.result === "failed" ? <Badge tone="danger">Failed</Badge> : <Badge tone="success">Succeeded</Badge>}
            </dd>
          </div>
          {run.finished_at ? (
            <div className="flex flex-wrap gap-2">
              <dt className="font-semibold">Finished</dt>
              <dd>{when(run.finished_at)}</dd>
            </div>
          ) : null}
          {run.error ? (
            <div className="flex flex-wrap gap-2">
              <dt className="font-semibold">Error</dt>
              <dd className="text-red-700">{run.error}</dd>
            </div>
          ) : null}
          {run.disposed ? (
            <div className="flex flex-wrap gap-2">
              <dt className="font-semibold">Disposed of</dt>
              <dd>
                {run.disposed.bank_details} bank details, {run.disposed.documents} documents, {run.disposed.leads} leads, {run.disposed.service_requests} requests,{" "}
                {run.disposed.expired_access} expired codes and sessions
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="text-navy-700">No run yet. The server runs it once a day, Iowa time.</p>
      )}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div>
        <Button variant="secondary" onClick={() => void runNow()} busy={start.isPending} busyLabel="Running...">
          <Play aria-hidden="true" className="size-4" />
          Run now
        </Button>
      </div>
    </div>
  );
}

export function RetentionPage() {
  const retention = useRetention();
  const [editing, setEditing] = useState(false);
  if (retention.isPending) return <QueryLoading label="Loading the retention policy…" />;
  if (retention.isError) return <QueryError message="Failed to load the retention policy." onRetry={() => void retention.refetch()} retrying={retention.isRefetching} />;
  const data = retention.data;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="retention-due" className="grid gap-3">
        <h2 id="retention-due" className="text-xl font-bold text-navy-950">
          Due for disposal now
        </h2>
        <RetentionDueCards due={data.due} />
      </section>
      <section aria-labelledby="retention-run" className="grid gap-3">
        <h2 id="retention-run" className="text-xl font-bold text-navy-950">
          The daily run
        </h2>
        <Card className="p-4">
          <LastRun run={data.last_run} />
        </Card>
      </section>
      <section aria-labelledby="retention-policy" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="retention-policy" className="text-xl font-bold text-navy-950">
            Policy
          </h2>
          {editing ? null : (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Change the policy
            </Button>
          )}
        </div>
        <p className="text-navy-700">
          {data.saved && data.updated_at ? `Last changed ${when(data.updated_at)}.` : "The defaults apply: nobody has changed the policy yet."} The audit log is never disposed of.
        </p>
        {editing ? <RetentionPolicyForm policy={data.policy} onDone={() => setEditing(false)} /> : null}
        <PolicyRules policy={data.policy} />
      </section>
    </div>
  );
}
