import { ExternalLink, FileText } from "lucide-react";
import { useSearchParams } from "react-router";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import type { DocumentFilter } from "#core/admin/people-filters.ts";
import { FilterLinks } from "./filter-links.tsx";
import { formatInstant } from "./format.ts";
import { readDocumentFilter } from "./list-params.ts";
import { useAdminDocuments } from "./people-queries.ts";

const TYPE_LABELS = { fsbo: "FSBO", agent: "Agent", lender: "Lender", marketing: "Marketing" } as const;
const FILTERS: readonly (readonly [DocumentFilter, string])[] = [
  ["all", "All"],
  ["fsbo", "FSBO"],
  ["agent", "Agent"],
  ["lender", "Lender"],
  ["marketing", "Marketing"],
];

/** Document Management: the resource documents by type, each opened through a signed link that expires. */
export function DocumentsList() {
  const [params] = useSearchParams();
  const filter = readDocumentFilter(params);
  const documents = useAdminDocuments(filter);

  return (
    <>
      <FilterLinks label="Document type" options={FILTERS} current={filter} hrefFor={(type) => (type === "all" ? "/admin/documents" : `/admin/documents?type=${type}`)} />
      {documents.isPending ? (
        <QueryLoading label="Loading documents…" />
      ) : documents.isError ? (
        <QueryError message={M.documentsLoadFailed} onRetry={() => void documents.refetch()} retrying={documents.isRefetching} />
      ) : documents.data.data.length === 0 ? (
        <QueryEmpty message={M.noDocuments} />
      ) : (
        <ul aria-label="Documents" className="grid gap-4 md:grid-cols-2">
          {documents.data.data.map((doc) => (
            <li key={doc.id} className="flex gap-4 rounded-2xl border border-cream-300 bg-white p-5 shadow-card">
              <FileText aria-hidden="true" className="mt-1 size-6 shrink-0 text-navy-700" />
              <div className="grid min-w-0 flex-1 gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-semibold text-navy-950">{doc.name}</h2>
                  <Badge tone="neutral">{TYPE_LABELS[doc.type]}</Badge>
                </div>
                <p className="text-navy-700">{doc.description}</p>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <a
                    href={doc.url}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700"
                  >
                    Open {doc.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </a>
                  {doc.expires_at ? (
                    <span className="text-sm text-navy-700">
                      Link expires <time dateTime={doc.expires_at}>{formatInstant(doc.expires_at)}</time>
                    </span>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
