import { useParams, type MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { PIPELINES } from "#app/features/admin/pipeline-kinds.ts";
import { PipelineDetail } from "#app/features/admin/pipeline-detail.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const config = PIPELINES["service-requests"];

export const meta: MetaFunction = () => signedInRouteMeta("Service Request", "One service request: every field, the full message and its status history.");

/** /admin/service-requests/:id: one service request, linkable; the way back returns to the list it was opened from. */
export default function AdminServiceRequestRoute() {
  const { id = "" } = useParams();
  return (
    <AdminPage heading={config.title}>
      <PipelineDetail config={config} id={id} />
    </AdminPage>
  );
}
