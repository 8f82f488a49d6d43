import type { MetaFunction } from "react-router";
import { AccountOverview } from "../../features/dashboard/account-overview.tsx";
import { accountRouteMeta } from "../../lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/dashboard");

export default function DashboardRoute() {
  return <AccountOverview />;
}
