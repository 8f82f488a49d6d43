import type { MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { UsersList } from "#app/features/admin/users-list.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const INTRO = "Every account with its role, type and transaction count. Administrators are listed first.";

export const meta: MetaFunction = () => signedInRouteMeta("User Management", INTRO);

export default function AdminUsersRoute() {
  return (
    <AdminPage heading="User Management" intro={INTRO}>
      <UsersList />
    </AdminPage>
  );
}
