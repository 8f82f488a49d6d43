import { useParams, type MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { FilePage } from "#app/features/closing-admin/file-page.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => signedInRouteMeta("Closing File", "One closing file: its steps, parties, documents and status link.");

/** /admin/closing-files/:id */
export default function AdminClosingFileRoute() {
  const { id = "" } = useParams();
  return (
    <AdminPage heading="Closing Files">
      <FilePage key={id} id={id} />
    </AdminPage>
  );
}
