/**
 * The wire instructions for a verified buyer (issue 32): behind MoneyViewGate (a code in the last
 * 10 minutes, by text when a phone is on the file), the office's active instructions in a card
 * laid out to copy from, the amount due, the number to call and confirm (a tel: link), and the
 * warning. The answer is not kept: it is fetched for this view and dropped when it leaves the
 * screen (gcTime 0), and a 401 from the server ends the view (stale) without leaving it on screen.
 */
import { useQuery } from "@tanstack/react-query";
import { Phone } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { formatCents } from "#app/lib/closing-format.ts";
import type { StatusSession } from "#core/api/closing-request.ts";
import { statusWireSchema, type StatusWire } from "#core/api/wire-instructions.ts";
import { WIRE_VIEW_WORDS } from "#core/money/wire-notice.ts";
import { getStatusJson, statusPath } from "./status-fetch.ts";
import { MoneyViewGate } from "./money-view-gate.tsx";

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-cream-300 py-2 last:border-b-0 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-navy-700">{label}</dt>
      <dd className="min-w-0 break-words font-mono text-base text-navy-950 select-all [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

function CallToConfirm({ office }: { office: StatusWire["office"] }) {
  return (
    <p className="font-semibold text-navy-950">
      <Phone aria-hidden="true" className="mr-2 inline size-4 align-[-2px] text-navy-700" />
      Call {office.city ? `our ${office.city} office` : "our office"} to confirm before you send:{" "}
      <a href={office.phone_href} className="whitespace-nowrap underline underline-offset-2">
        {office.phone}
      </a>
    </p>
  );
}

function WireDetails({ token, session, stale }: { token: string; session: StatusSession; stale: () => void }) {
  const query = useQuery({
    queryKey: ["status-wire", token, session.session_token],
    queryFn: ({ signal }) => getStatusJson(`${statusPath(token)}/wire-instructions`, statusWireSchema, signal, session.session_token),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const expired = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (expired) stale();
  }, [expired, stale]);

  if (query.isPending || expired) return <QueryLoading label="Loading the wire instructions…" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403) return <p className="text-navy-800">{query.error.message}</p>;
    return <QueryError message="Failed to load the wire instructions." onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  const wire = query.data;
  return (
    <div className="grid gap-4">
      <FormAlert>{wire.warning}</FormAlert>
      {wire.instructions ? (
        <dl className="rounded-xl border border-navy-200 bg-white px-4 py-2">
          <Line label="Bank" value={wire.instructions.bank_name} />
          <Line label="Bank address" value={wire.instructions.bank_address} />
          <Line label="Routing number" value={wire.instructions.routing_number} />
          <Line label="Account number" value={wire.instructions.account_number} />
          <Line label="Name on the account" value={wire.instructions.account_name} />
          <Line label="Reference" value={wire.instructions.reference} />
        </dl>
      ) : (
        <p className="text-navy-800">{wire.message}</p>
      )}
      <p className="text-navy-900">
        Amount to bring:{" "}
        <strong className="tabular-nums">{wire.funds_due_cents === null ? "we will tell you once the settlement figures are final" : formatCents(wire.funds_due_cents)}</strong>
      </p>
      <CallToConfirm office={wire.office} />
    </div>
  );
}

export default function StatusWirePanel({ token }: { token: string }) {
  return (
    <MoneyViewGate token={token} purpose="to see our wire instructions">
      {(session, stale) =>
        session.party.role === "buyer" ? <WireDetails token={token} session={session} stale={stale} /> : <p className="text-navy-800">{WIRE_VIEW_WORDS.buyersOnly}</p>
      }
    </MoneyViewGate>
  );
}
