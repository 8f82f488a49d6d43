/**
 * "Wire instructions viewed" on the staff file page (issue 32): every time a buyer opened the
 * wire instructions on their status page, newest first: who, when, from which address and device.
 * Before money moves, staff can see who looked and from where.
 */
import { useQuery } from "@tanstack/react-query";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { api } from "#app/lib/api/api-client.ts";
import { wireViewsSchema } from "#core/api/wire-instructions.ts";
import { closingKeys } from "./closing-queries.ts";
import { formatInstant } from "./closing-format.ts";
import { SectionCard } from "./section-card.tsx";

/** Under the file's key, so a change to the file refreshes it with the rest. */
function useWireViews(fileId: string) {
  return useQuery({
    queryKey: [...closingKeys.file(fileId), "wire-views"],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/closing-files/${encodeURIComponent(fileId)}/wire-instruction-views`, { schema: wireViewsSchema, signal }),
  });
}

export function WireViewsPanel({ fileId }: { fileId: string }) {
  const views = useWireViews(fileId);
  return (
    <SectionCard title="Wire instructions viewed">
      {views.isPending ? (
        <QueryLoading label="Loading who viewed the wire instructions…" />
      ) : views.isError ? (
        <QueryError message="Failed to load who viewed the wire instructions." onRetry={() => void views.refetch()} retrying={views.isRefetching} />
      ) : views.data.data.length === 0 ? (
        <QueryEmpty message="No buyer has opened the wire instructions yet" />
      ) : (
        <>
          <ol className="grid gap-3">
            {views.data.data.map((v) => (
              <li key={v.id} className="rounded-xl border border-cream-300 px-4 py-3">
                <p className="font-semibold text-navy-950">{v.party_name}</p>
                <p className="text-sm text-navy-700">
                  <time dateTime={v.viewed_at}>{formatInstant(v.viewed_at)}</time>
                  {v.ip ? ` · ${v.ip}` : ""}
                </p>
                {v.user_agent ? <p className="break-words text-sm text-navy-700">{v.user_agent}</p> : null}
              </li>
            ))}
          </ol>
          {views.data.truncated ? <p className="text-sm text-navy-700">Only the most recent views are shown.</p> : null}
        </>
      )}
    </SectionCard>
  );
}
