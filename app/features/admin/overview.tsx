import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { ADMIN_SECTIONS } from "./admin-sections.ts";
import type { AdminOverview as Counts } from "#core/api/admin-overview.ts";
import { useOverview } from "./people-queries.ts";
import { BackupCard } from "./backup-card.tsx";

const STATS: { key: Exclude<keyof Counts, "backup">; label: string }[] = [
  { key: "total_users", label: "Total Users" },
  { key: "agents", label: "Agents" },
  { key: "lenders", label: "Lenders" },
  { key: "total_transactions", label: "Total Transactions" },
];

/** /admin: the four counts (from the database), the last backup, then a card for each section. */
export function AdminOverview() {
  const overview = useOverview();
  return (
    <>
      <section aria-labelledby="overview-stats-heading">
        <h2 id="overview-stats-heading" className="sr-only">
          At a glance
        </h2>
        {overview.isPending ? (
          // The four counts (two rows of 112 px on a phone, one row on a wide screen), the gap and the
          // backup card (10 rem) under them, so the sections below stay put when they arrive (ADR 046).
          <QueryLoading label="Loading the overview…" reserve="min-h-[26.5rem] lg:min-h-[18.5rem]" />
        ) : overview.isError ? (
          <QueryError message={M.overviewLoadFailed} onRetry={() => void overview.refetch()} retrying={overview.isRefetching} />
        ) : (
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {STATS.map(({ key, label }) => (
              <Card key={key} className="p-5">
                <dt className="text-sm font-semibold text-navy-700">{label}</dt>
                <dd className="mt-1 text-3xl font-bold text-navy-950 tabular-nums">{overview.data[key].toLocaleString("en-US")}</dd>
              </Card>
            ))}
          </dl>
        )}
      </section>
      {/* Backups (issue 33): shown once the overview has loaded; its errors are the section's above. */}
      {overview.data && (
        <section aria-labelledby="overview-backup-heading">
          <BackupCard backup={overview.data.backup} />
        </section>
      )}
      <section aria-labelledby="overview-sections-heading" className="grid gap-4">
        <h2 id="overview-sections-heading" className="text-xl font-bold text-navy-950">
          Sections
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_SECTIONS.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="group flex h-full flex-col gap-2 rounded-2xl border border-cream-300 bg-white p-5 shadow-card hover:border-navy-400 focus-visible:outline-2"
              >
                <span className="inline-flex items-center gap-2 text-lg font-semibold text-navy-950">
                  {s.label}
                  <ArrowRight aria-hidden="true" className="size-4 motion-safe:transition-transform group-hover:translate-x-0.5" />
                </span>
                <span className="text-navy-700">{s.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
