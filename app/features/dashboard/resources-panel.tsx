import { Download, FileArchive, FileText } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { useResources } from "./dashboard-queries.ts";

/**
 * Agents' PDF guides or everyone else's template bundles, as the server chooses by account type.
 * Each link is signed and expires; the list is fetched again before its links do.
 */
export function ResourcesPanel() {
  const query = useResources();
  return (
    <Card role="region" aria-labelledby="resources-heading">
      <h2 id="resources-heading" className="text-xl font-bold text-navy-950">
        Resources
      </h2>
      {query.isPending ? (
        <QueryLoading label="Loading your resources…" />
      ) : query.isError ? (
        <QueryError message="Failed to load resources" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.data.length === 0 ? (
        <QueryEmpty message="No resources for your account yet" />
      ) : (
        <ul className="mt-4 grid gap-3">
          {query.data.data.map((r) => {
            const Icon = r.format === "zip" ? FileArchive : FileText;
            return (
              <li key={r.slug} className="flex items-start gap-3 rounded-xl border border-cream-300 p-3">
                <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-navy-700" />
                <div className="min-w-0 flex-1">
                  <a href={r.url} className="inline-flex items-center gap-1 font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700" download>
                    {r.name}
                    <span className="sr-only"> ({r.format.toUpperCase()}, download)</span>
                    <Download aria-hidden="true" className="size-4" />
                  </a>
                  <p className="text-sm text-navy-700">{r.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
