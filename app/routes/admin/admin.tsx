import type { MetaFunction } from "react-router";
import { AdminOverview } from "#app/features/admin/overview.tsx";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { accountRouteMeta, routeText } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/admin");

/** /admin, the overview. Shown only inside the admin layout (admin-layout.tsx), which checks role and two-step. */
export default function AdminRoute() {
  const { heading, description } = routeText("/admin");
  return (
    <AdminPage heading={heading} intro={description}>
      <AdminOverview />
    </AdminPage>
  );
}
