import { CalendarDays, MapPin, Video } from "lucide-react";
import type { ReactNode } from "react";
import { describeAppointment } from "#core/closing/appointment.ts";
import { CLOSING_PLACE_LABELS, PARTY_ROLE_LABELS } from "#core/closing/closing-enums.ts";
import { CLOSING_KIND_LABELS } from "#core/closing/milestones.ts";
import { Card } from "#app/components/ui/card.tsx";
import { formatCents } from "#app/lib/closing-format.ts";
import type { PartyClosingFile } from "#core/api/closing-file.ts";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2.5">
      <dt className="text-sm font-semibold text-navy-600">{term}</dt>
      <dd className="text-navy-950 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The closing appointment: when (Iowa time), how (our office or by video) and where. */
export function AppointmentCard({ file }: { file: PartyClosingFile }) {
  const PlaceIcon = file.closing_place === "remote_online_notary" ? Video : MapPin;
  return (
    <Card role="region" aria-labelledby="appointment-heading">
      <h2 id="appointment-heading" className="text-xl font-bold text-navy-950">
        Closing appointment
      </h2>
      {file.closing_date ? (
        <div className="mt-3 grid gap-2 text-navy-900">
          <p className="flex items-start gap-2 font-semibold">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
            {describeAppointment({ date: file.closing_date, time: file.closing_time })}
          </p>
          {file.closing_place || file.closing_location ? (
            <p className="flex items-start gap-2">
              <PlaceIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
              <span className="[overflow-wrap:anywhere]">
                {[file.closing_place ? CLOSING_PLACE_LABELS[file.closing_place] : null, file.closing_location].filter(Boolean).join(": ")}
              </span>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-navy-700">Not scheduled yet. You will get an e-mail when it is.</p>
      )}
    </Card>
  );
}

/** The file at a glance: number, county, kind, the user's role on it and the amounts. */
export function FileFactsCard({ file }: { file: PartyClosingFile }) {
  return (
    <Card role="region" aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-xl font-bold text-navy-950">
        File details
      </h2>
      <dl className="mt-2 divide-y divide-cream-300">
        <Row term="File number">{file.file_number}</Row>
        <Row term="County">{file.county}</Row>
        <Row term="Kind of closing">{CLOSING_KIND_LABELS[file.kind]}</Row>
        <Row term="Your role">{file.my_roles.map((r) => PARTY_ROLE_LABELS[r]).join(", ") || "—"}</Row>
        <Row term="Sale price">{file.sale_price_cents === null ? "Not entered" : formatCents(file.sale_price_cents)}</Row>
        <Row term="Loan amount">{file.loan_amount_cents === null ? "No loan on this file" : formatCents(file.loan_amount_cents)}</Row>
      </dl>
    </Card>
  );
}
