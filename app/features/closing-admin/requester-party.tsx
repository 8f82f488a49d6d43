import { Field } from "#app/components/ui/field.tsx";
import { ROLE_OPTIONS } from "./party-fields.tsx";
import type { SourceRequest } from "./closing-queries.ts";

/** The service request's requester, who becomes the file's first party: their details as sent, the role to choose. */
export function RequesterParty({ source, role, onRole, disabled }: { source: SourceRequest; role: string; onRole: (role: string) => void; disabled: boolean }) {
  return (
    <div role="group" aria-label="Party 1, from the service request" className="grid gap-3">
      <h3 className="font-semibold text-navy-900">Party 1: the requester</h3>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <dl className="grid gap-1 text-navy-900">
          <div>
            <dt className="sr-only">Name</dt>
            <dd className="font-semibold">{source.name}</dd>
          </div>
          <div>
            <dt className="sr-only">E-mail</dt>
            <dd className="break-all">{source.email}</dd>
          </div>
          {source.phone ? (
            <div>
              <dt className="sr-only">Phone</dt>
              <dd>{source.phone}</dd>
            </div>
          ) : null}
          {source.company ? (
            <div>
              <dt className="sr-only">Company</dt>
              <dd>{source.company}</dd>
            </div>
          ) : null}
        </dl>
        <Field control="choice" id="requester-role" label="Requester's role" options={ROLE_OPTIONS} value={role} disabled={disabled} onChange={(e) => onRole(e.target.value)} />
      </div>
    </div>
  );
}
