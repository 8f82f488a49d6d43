import type { MetaFunction } from "react-router";
import { AdminPage } from "../../features/admin/admin-page.tsx";
import { AuditList } from "../../features/admin/audit-list.tsx";
import { signedInRouteMeta } from "../../lib/route-meta.ts";

const INTRO = "Who changed which role, transaction count, status or sending, from what to what, and when.";

export const meta: MetaFunction = () => signedInRouteMeta("Audit Log", INTRO);

export default function AdminAuditRoute() {
  return (
    <AdminPage heading="Audit Log" intro={INTRO}>
      <AuditList />
    </AdminPage>
  );
}
