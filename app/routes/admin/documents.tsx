import type { MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { DocumentsList } from "#app/features/admin/documents-list.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const INTRO = "The resource documents agents, lenders and sellers download. Each link works for a few minutes.";

export const meta: MetaFunction = () => signedInRouteMeta("Document Management", INTRO);

export default function AdminDocumentsRoute() {
  return (
    <AdminPage heading="Document Management" intro={INTRO}>
      <DocumentsList />
    </AdminPage>
  );
}
