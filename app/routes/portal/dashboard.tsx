import type { MetaFunction } from "react-router";
import { AccountOverview } from "../../features/dashboard/account-overview.tsx";
import { AccessGuard } from "../../lib/auth/access-guard.tsx";
import { accountRouteMeta } from "../../lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/dashboard");

export default function DashboardRoute() {
  return (
    <AccessGuard>
      <AccountOverview />
    </AccessGuard>
  );
}
