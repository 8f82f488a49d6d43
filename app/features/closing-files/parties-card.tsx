import { Mail, Phone } from "lucide-react";
import { PARTY_ROLE_LABELS, PARTY_ROLE_VALUES } from "#core/closing/closing-enums.ts";
import { Card } from "#app/components/ui/card.tsx";
import { QueryEmpty } from "#app/components/ui/query-state.tsx";
import { telHref } from "#app/lib/closing-format.ts";
import type { ClosingParty } from "#core/api/closing-file.ts";

const LINK = "inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700 [overflow-wrap:anywhere]";

/** Everyone on the file by role (buyers first, lenders last), with a way to write or call each. */
export function PartiesCard({ parties }: { parties: readonly ClosingParty[] }) {
  const ordered = [...parties].sort((a, b) => PARTY_ROLE_VALUES.indexOf(a.role) - PARTY_ROLE_VALUES.indexOf(b.role));
  return (
    <Card role="region" aria-labelledby="parties-heading">
      <h2 id="parties-heading" className="text-xl font-bold text-navy-950">
        People on this file
      </h2>
      {ordered.length === 0 ? (
        <QueryEmpty className="mt-3" message="No one else is on this file yet" />
      ) : (
        <ul className="mt-2 divide-y divide-cream-300">
          {ordered.map((p) => (
            <li key={p.id} className="py-3">
              <p className="font-semibold text-navy-950 [overflow-wrap:anywhere]">{p.name}</p>
              <p className="text-sm text-navy-700">
                {PARTY_ROLE_LABELS[p.role]}
                {p.company ? ` · ${p.company}` : ""}
              </p>
              <div className="flex flex-wrap gap-x-4">
                {p.email ? (
                  <a href={`mailto:${p.email}`} className={LINK}>
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {p.email}
                  </a>
                ) : null}
                {p.phone ? (
                  <a href={telHref(p.phone)} className={LINK}>
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {p.phone}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
