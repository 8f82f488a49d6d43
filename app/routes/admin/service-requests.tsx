import type { MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { PIPELINES } from "#app/features/admin/pipeline-kinds.ts";
import { PipelineList } from "#app/features/admin/pipeline-list.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const config = PIPELINES["service-requests"];

export const meta: MetaFunction = () => signedInRouteMeta(config.title, config.intro);

export default function AdminServiceRequestsRoute() {
  return (
    <AdminPage heading={config.title} intro={config.intro}>
      <PipelineList config={config} />
    </AdminPage>
  );
}
