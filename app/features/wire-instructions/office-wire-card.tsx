/**
 * One office's wire instructions for staff (issue 32): the active version (account masked), a
 * pending one with who proposed it, the full details on purpose (audited) so the approver can
 * compare them with the bank's letter, and Approve — refused with the server's words when you
 * proposed it yourself. Proposing new instructions opens the form in place.
 */
import { CheckCheck, Eye, Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { toast } from "#app/lib/toast.ts";
import { cx } from "#app/lib/cx.ts";
import type { RevealedWire, WireVersion } from "#core/api/wire-instructions.ts";
import { Card } from "#app/components/ui/card.tsx";
import { useApproveWire, useOfficeWire, useRevealWire } from "./wire-queries.ts";
import { WireProposeForm } from "./wire-propose-form.tsx";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-navy-700">{label}</dt>
      <dd className="break-words text-navy-950">{children}</dd>
    </div>
  );
}

function VersionDetails({ version, revealed }: { version: WireVersion; revealed?: RevealedWire }) {
  return (
    <dl className="grid gap-2">
      <Row label="Bank">{version.bank_name}</Row>
      <Row label="Bank address">{version.bank_address}</Row>
      <Row label="Routing number">
        <span className="font-mono tabular-nums">{version.routing_number}</span>
      </Row>
      <Row label="Account number">
        <span className="font-mono tabular-nums">{revealed ? revealed.account_number : version.account_masked}</span>
      </Row>
      <Row label="Name on the account">{version.account_name}</Row>
      <Row label="Reference">{version.reference_format}</Row>
      <Row label="Proposed">
        {version.authored_by_name ?? "A former administrator"}, {when(version.authored_at)}
      </Row>
      {version.approved_at ? (
        <Row label="Approved">
          {version.approved_by_name ?? "A former administrator"}, {when(version.approved_at)}
        </Row>
      ) : null}
    </dl>
  );
}

function PendingVersion({ slug, city, version }: { slug: string; city: string; version: WireVersion }) {
  const reveal = useRevealWire(slug);
  const approve = useApproveWire(slug);
  const [refusal, setRefusal] = useState<string | null>(null);
  const revealed = reveal.data?.id === version.id ? reveal.data : undefined;
  const onApprove = async () => {
    setRefusal(null);
    try {
      await approve.mutateAsync(version.id);
      toast.success("Approved. The buyers of this office's open files are being told to call before sending money.");
    } catch (error) {
      setRefusal(error instanceof ApiError && error.isClientError ? error.message : "The approval was not saved. Please try again.");
    }
  };
  return (
    <section aria-label={`${city}: waiting for approval`} className="grid gap-3 rounded-xl border border-yellow-300 bg-yellow-50/40 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-bold text-navy-950">Waiting for approval</h4>
        <Badge tone="warning">Pending</Badge>
      </div>
      <VersionDetails version={version} revealed={revealed} />
      <p className="text-sm text-navy-700">
        Before approving, compare every digit with the bank's letter and confirm by calling the bank at a number you find yourself. Opening the full account number is recorded.
      </p>
      {reveal.isError ? <FormAlert>{reveal.error instanceof ApiError ? reveal.error.message : "The details could not be opened. Please try again."}</FormAlert> : null}
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        {revealed ? null : (
          <Button variant="secondary" onClick={() => reveal.mutate(version.id)} busy={reveal.isPending} busyLabel="Opening...">
            <Eye aria-hidden="true" className="size-4" />
            Show the full account number
          </Button>
        )}
        <Button onClick={() => void onApprove()} busy={approve.isPending} busyLabel="Approving...">
          <CheckCheck aria-hidden="true" className="size-4" />
          Approve
        </Button>
      </div>
    </section>
  );
}

export function OfficeWireCard({ slug, city, phone }: { slug: string; city: string; phone: string }) {
  const office = useOfficeWire(slug);
  const [proposing, setProposing] = useState(false);
  const headingId = `wire-office-${slug}`;
  return (
    <Card role="region" aria-labelledby={headingId} className="grid min-w-0 content-start gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-navy-950">
            {city}
          </h2>
          <p className="text-sm text-navy-700">Buyers are told to confirm at {phone}</p>
        </div>
        {proposing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setProposing(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Propose new instructions
          </Button>
        )}
      </div>
      {office.isPending ? (
        <QueryLoading label={`Loading ${city}'s wire instructions…`} />
      ) : office.isError ? (
        <QueryError message={`Failed to load ${city}'s wire instructions.`} onRetry={() => void office.refetch()} retrying={office.isRefetching} />
      ) : (
        <>
          <section aria-label={`${city}: active instructions`} className={cx("grid gap-3", office.data.active ? "" : "text-navy-700")}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-bold text-navy-950">Active</h3>
              {office.data.active ? <Badge tone="success">In use</Badge> : null}
            </div>
            {office.data.active ? <VersionDetails version={office.data.active} /> : <p>No approved instructions: buyers of this office are told to call.</p>}
          </section>
          {office.data.pending ? <PendingVersion slug={slug} city={city} version={office.data.pending} /> : null}
        </>
      )}
      {proposing ? <WireProposeForm slug={slug} city={city} onDone={() => setProposing(false)} /> : null}
    </Card>
  );
}
