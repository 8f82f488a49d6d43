import { DISPOSED_DOCUMENT_WORDS } from "#core/retention/disposed-words.ts";
import { Download, FileText } from "lucide-react";
import { DOCUMENT_VISIBILITY_LABELS } from "#core/closing/closing-enums.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { formatBytes, formatDay } from "#app/lib/closing-format.ts";
import { startDownload } from "#app/lib/start-download.ts";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import { useClosingDocuments, useDocumentLink } from "./closing-files-queries.ts";
import { UploadDocumentForm } from "./upload-document-form.tsx";

const DOWNLOAD_FAILED = "The download did not start";

function DocumentRow({ doc, onDownload, busy, failure }: { doc: ClosingDocument; onDownload: () => void; busy: boolean; failure?: Failure }) {
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-navy-600" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold text-navy-950 [overflow-wrap:anywhere]">{doc.label ?? doc.name}</p>
        {doc.label ? <p className="text-sm text-navy-700 [overflow-wrap:anywhere]">{doc.name}</p> : null}
        <p className="text-sm text-navy-700">
          {formatBytes(doc.size_bytes)} · added {formatDay(doc.created_at)}
          {doc.uploaded_by ? ` by ${doc.uploaded_by}` : ""}
        </p>
        <Badge tone={doc.visibility === "everyone" ? "accent" : "neutral"} className="mt-1">
          {doc.visibility === "everyone" ? "Everyone on the file" : DOCUMENT_VISIBILITY_LABELS[doc.visibility]}
        </Badge>
      </div>
      {/* Retention (issue 33): a disposed document keeps its record; there is nothing left to download. */}
      {doc.disposed_at ? (
        <p className="text-sm text-navy-700">{DISPOSED_DOCUMENT_WORDS}</p>
      ) : (
        <Button variant="secondary" size="sm" onClick={onDownload} busy={busy} busyLabel="Opening..." aria-label={`Download ${doc.label ?? doc.name}`}>
          <Download aria-hidden="true" className="size-4" />
          Download
        </Button>
      )}
      <FailureAlert className="basis-full" failure={failure} onRetry={onDownload} retrying={busy} />
    </li>
  );
}

/** The documents the user may see on this file, each downloaded through a fresh signed link, and the upload form. */
export function DocumentsCard({ fileId }: { fileId: string }) {
  const query = useClosingDocuments(fileId);
  const link = useDocumentLink(fileId);

  // The failure stays beside the row's button, with Retry, until the next download.
  const download = (docId: string) => link.mutate(docId, { onSuccess: ({ url }) => startDownload(url) });
  const failureOf = (docId: string) => (link.isError && link.variables === docId ? describeFailure(link.error, DOWNLOAD_FAILED) : undefined);

  return (
    <Card role="region" aria-labelledby="documents-heading" className="grid gap-4">
      <h2 id="documents-heading" className="text-xl font-bold text-navy-950">
        Documents
      </h2>
      {query.isPending ? (
        <QueryLoading label="Loading the documents…" />
      ) : query.isError ? (
        <QueryError message="Failed to load the documents" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.data.length === 0 ? (
        <QueryEmpty message="No documents yet">Documents we or the other agents and lenders share on this file appear here.</QueryEmpty>
      ) : (
        <ul className="divide-y divide-cream-300">
          {query.data.data.map((doc) => (
            <DocumentRow
              key={doc.id}
              doc={doc}
              onDownload={() => download(doc.id)}
              busy={link.isPending && link.variables === doc.id}
              failure={failureOf(doc.id)}
            />
          ))}
        </ul>
      )}
      <UploadDocumentForm fileId={fileId} />
    </Card>
  );
}
