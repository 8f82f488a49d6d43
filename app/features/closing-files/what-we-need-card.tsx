import { Download } from "lucide-react";
import { useState } from "react";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import { REQUEST_MESSAGES } from "#core/closing/request-input.ts";
import { RequestItem } from "#app/components/requests/request-item.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { describeFailure } from "#app/lib/api/failure.ts";
import { startDownload } from "#app/lib/start-download.ts";
import { uploadRequestDocument, useAnswerRequest, useClosingRequests, useDocumentLink } from "./closing-files-queries.ts";

/**
 * "What we need" on /transactions/:id: what the file needs from the agent or lender and from the
 * people on their side of the deal (the listing agent sees the seller's, the buyer's agent and the
 * lender the buyer's), each with its due date, status and the reason an answer was sent back; the
 * ones they owe can be answered here, typed answers and documents.
 */
export function WhatWeNeedCard({ fileId }: { fileId: string }) {
  const query = useClosingRequests(fileId);
  const answer = useAnswerRequest(fileId);
  const link = useDocumentLink(fileId);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());

  const download = (docId: string) => link.mutate(docId, { onSuccess: ({ url }) => startDownload(url) });
  const documentAction = (doc: ClosingDocument) => (
    <div className="grid basis-full justify-items-start gap-2 sm:basis-auto">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => download(doc.id)}
        busy={link.isPending && link.variables === doc.id}
        busyLabel="Opening..."
        aria-label={`Download ${doc.label ?? doc.name}`}
      >
        <Download aria-hidden="true" className="size-4" />
        Download
      </Button>
      <FailureAlert
        failure={link.isError && link.variables === doc.id ? describeFailure(link.error, "The download did not start") : undefined}
        onRetry={() => download(doc.id)}
        retrying={link.isPending}
      />
    </div>
  );

  return (
    <Card role="region" aria-labelledby="what-we-need-heading" className="grid gap-4">
      <div>
        <h2 id="what-we-need-heading" className="text-xl font-bold text-navy-950">
          What we need
        </h2>
        <p className="mt-1 text-navy-700">What this closing still needs from you and from your side of the deal, and by when.</p>
      </div>
      {query.isPending ? (
        // At most one request's height (10 rem on a phone; "nothing needed" is taller), so the cards
        // below move as little as possible when the list arrives (ADR 046).
        <QueryLoading label="Loading what we need…" reserve="min-h-[10rem]" />
      ) : query.isError ? (
        <QueryError message="Failed to load what we need" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.data.length === 0 ? (
        <QueryEmpty message="Nothing needed right now">When the file needs something from you or your side of the deal, it appears here with its due date.</QueryEmpty>
      ) : (
        <ul aria-label="Requests on this file" className="divide-y divide-cream-300">
          {query.data.data.map((request) => (
            <RequestItem
              key={request.id}
              request={request}
              showOwner
              answeredNote={answered.has(request.id) && request.status === "submitted" ? REQUEST_MESSAGES.answered : undefined}
              documentAction={documentAction}
              transport={{
                uploadDocument: (file) => uploadRequestDocument(fileId, request.id, file),
                submitAnswer: (body) => answer.mutateAsync({ requestId: request.id, body }),
              }}
              onAnswered={() => setAnswered((s) => new Set(s).add(request.id))}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
