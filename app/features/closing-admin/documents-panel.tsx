import { DISPOSED_DOCUMENT_WORDS } from "#core/retention/disposed-words.ts";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { DOCUMENT_VISIBILITY_LABELS, DOCUMENT_VISIBILITY_VALUES, documentVisibilitySchema } from "#core/closing/closing-enums.ts";
import { Button } from "#app/components/ui/button.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { toast } from "#app/lib/toast.ts";
import { Field } from "#app/components/ui/field.tsx";
import { formatBytes, formatInstant } from "./closing-format.ts";
import { useDeleteDocument, useDocumentLink, useDocuments, useUpdateDocument } from "./closing-queries.ts";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { SectionCard } from "./section-card.tsx";
import { UploadForm } from "./upload-form.tsx";

const VISIBILITY_OPTIONS = DOCUMENT_VISIBILITY_VALUES.map((v) => [v, DOCUMENT_VISIBILITY_LABELS[v]] as const);
const failed = (error: unknown, fallback: string) => (error instanceof ApiError && error.isClientError ? error.message : fallback);

function DocumentItem({ fileId, doc }: { fileId: string; doc: ClosingDocument }) {
  const update = useUpdateDocument(fileId);
  const remove = useDeleteDocument(fileId);
  const link = useDocumentLink(fileId);
  const [confirming, setConfirming] = useState(false);
  const title = doc.label ?? doc.name;

  const setVisibility = (value: string) => {
    const visibility = documentVisibilitySchema.safeParse(value);
    if (!visibility.success || visibility.data === doc.visibility) return;
    update.mutate(
      { docId: doc.id, visibility: visibility.data },
      {
        onSuccess: () => toast.success("Visibility changed"),
        onError: (error) => toast.error(failed(error, "The visibility was not changed. Please try again.")),
      },
    );
  };
  // A signed link that expires: fetched when asked for, then followed.
  const download = () =>
    link.mutate(doc.id, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(failed(error, "The download could not start. Please try again.")),
    });

  return (
    <div className="grid gap-3">
      <div className="grid gap-0.5">
        <p className="font-semibold break-words text-navy-950">{title}</p>
        {doc.label ? <p className="text-sm break-all text-navy-800">{doc.name}</p> : null}
        <p className="text-sm text-navy-700">
          {formatBytes(doc.size_bytes)} · {formatInstant(doc.created_at)}
          {doc.uploaded_by ? ` · ${doc.uploaded_by}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field
          control="choice"
          id={`doc-${doc.id}-visibility`}
          className="w-full sm:w-auto sm:min-w-64"
          label={`Who may see ${title}`}
          options={VISIBILITY_OPTIONS}
          value={update.isPending ? update.variables.visibility : doc.visibility}
          disabled={update.isPending}
          onChange={(e) => setVisibility(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          {/* Retention (issue 33): a disposed document keeps its record; there is nothing left to download. */}
          {doc.disposed_at ? (
            <p className="text-sm text-navy-700">{DISPOSED_DOCUMENT_WORDS}</p>
          ) : (
            <Button variant="secondary" size="sm" onClick={download} busy={link.isPending} busyLabel="Opening..." aria-label={`Download ${title}`}>
              <Download aria-hidden="true" className="size-4" />
              Download
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${title}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${title}?`}
        confirmLabel="Delete document"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(doc.id, {
            onSuccess: () => {
              toast.success("Document deleted");
              setConfirming(false);
            },
            onError: (error) => toast.error(failed(error, "The document was not deleted. Please try again.")),
          })
        }
      >
        <p>Nobody on the file will be able to open it again. It cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

/** Every document of the file (any visibility), newest first, with the upload form. */
export function DocumentsPanel({ fileId }: { fileId: string }) {
  const documents = useDocuments(fileId);
  return (
    <SectionCard title="Documents">
      {documents.isPending ? (
        <QueryLoading label="Loading documents…" />
      ) : documents.isError ? (
        <QueryError message="Failed to load the documents." onRetry={() => void documents.refetch()} retrying={documents.isRefetching} />
      ) : documents.data.data.length === 0 ? (
        <QueryEmpty message="No documents yet" />
      ) : (
        <ul className="grid gap-4">
          {documents.data.data.map((d) => (
            <li key={d.id} className="border-t border-cream-200 pt-4 first:border-t-0 first:pt-0">
              <DocumentItem fileId={fileId} doc={d} />
            </li>
          ))}
        </ul>
      )}
      <UploadForm fileId={fileId} />
    </SectionCard>
  );
}
