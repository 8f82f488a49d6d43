import type { MetaFunction } from "react-router";
import { DashboardPage } from "#app/features/dashboard/dashboard-page.tsx";
import { accountRouteMeta } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/dashboard");

export default function DashboardRoute() {
  return <DashboardPage />;
}
