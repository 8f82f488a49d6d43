import type { MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { ClosingList } from "#app/features/closing-admin/closing-list.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const INTRO = "Every closing file, newest first: where each stands, what comes next and what is blocked.";

export const meta: MetaFunction = () => signedInRouteMeta("Closing Files", INTRO);

export default function AdminClosingFilesRoute() {
  return (
    <AdminPage heading="Closing Files" intro={INTRO}>
      <ClosingList />
    </AdminPage>
  );
}
