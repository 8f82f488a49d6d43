import type { MetaFunction } from "react-router";
import { AdminPage } from "../../features/admin/admin-page.tsx";
import { PIPELINES } from "../../features/admin/pipeline-kinds.ts";
import { PipelineList } from "../../features/admin/pipeline-list.tsx";
import { signedInRouteMeta } from "../../lib/route-meta.ts";

const config = PIPELINES["service-requests"];

export const meta: MetaFunction = () => signedInRouteMeta(config.title, config.intro);

export default function AdminServiceRequestsRoute() {
  return (
    <AdminPage heading={config.title} intro={config.intro}>
      <PipelineList config={config} />
    </AdminPage>
  );
}
