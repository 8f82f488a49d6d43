import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { useSourceRequest } from "./closing-queries.ts";
import { NewFileForm } from "./new-file-form.tsx";

/** The new-file form, from scratch or (`requestId`) pre-filled from a service request once it has loaded. */
export function NewFilePage({ requestId }: { requestId: string | null }) {
  const request = useSourceRequest(requestId);
  const back = requestId ? (
    <ButtonLink variant="ghost" size="sm" to={`/admin/service-requests/${encodeURIComponent(requestId)}`} className="justify-self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to the service request
    </ButtonLink>
  ) : (
    <ButtonLink variant="ghost" size="sm" to="/admin/closing-files" className="justify-self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to closing files
    </ButtonLink>
  );
  if (!requestId) return <>{back}<NewFileForm source={null} /></>;
  if (request.isPending) return <>{back}<QueryLoading label="Loading the service request…" /></>;
  if (request.isError) {
    return (
      <>
        {back}
        <QueryError message="Failed to load the service request." onRetry={() => void request.refetch()} retrying={request.isRefetching} />
      </>
    );
  }
  return <>{back}<NewFileForm key={request.data.id} source={request.data} /></>;
}
