import type { MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { AuditList } from "#app/features/admin/audit-list.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const INTRO = "Every audited change: roles, counts, statuses, closing files with their steps, parties, links and documents, accounts and the admin API. Who, what, from what to what, and when.";

export const meta: MetaFunction = () => signedInRouteMeta("Audit Log", INTRO);

export default function AdminAuditRoute() {
  return (
    <AdminPage heading="Audit Log" intro={INTRO}>
      <AuditList />
    </AdminPage>
  );
}
