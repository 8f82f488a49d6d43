import { useSearchParams, type MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { NewFilePage } from "#app/features/closing-admin/new-file-page.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => signedInRouteMeta("Open a Closing File", "Open a closing file with its parties, from scratch or from a service request.");

/** /admin/closing-files/new, or ?request=<id> to open it from a service request. */
export default function AdminClosingFileNewRoute() {
  const [params] = useSearchParams();
  return (
    <AdminPage heading="Closing Files">
      <NewFilePage requestId={params.get("request") || null} />
    </AdminPage>
  );
}
