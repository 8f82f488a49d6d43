import type { MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { AttentionList } from "#app/features/closing-admin/attention-list.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const INTRO = "Requests overdue or due within two days, and answers waiting for review, across every closing file, by due date.";

export const meta: MetaFunction = () => signedInRouteMeta("Needs Attention", INTRO);

/** /admin/requests */
export default function AdminRequestsRoute() {
  return (
    <AdminPage heading="Needs Attention" intro={INTRO}>
      <AttentionList />
    </AdminPage>
  );
}
