import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { PortalNav } from "#app/components/layout/portal-nav.tsx";
import { setApiNavigator } from "#app/lib/api/api-client.ts";
import { QueryProvider } from "#app/lib/api/query-provider.tsx";
import { AccessGuard } from "#app/lib/auth/access-guard.tsx";
import { LiveUpdates } from "#app/lib/live/live-updates.tsx";

/**
 * Every signed-in page sits in this layout (app/routes.ts), inside the app shell that SiteShell
 * gives the signed-in paths (the mark and the account menu; docs/decisions/030-…): the access
 * guard runs once here (spinner while the session is checked, /login?next=… without one), then
 * the portal's section navigation under the shell's bar, the data layer and the page.
 */
export default function PortalLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    // A session that ends mid-visit (second 401) goes to sign-in through the router, not a reload.
    setApiNavigator((path) => void navigate(path, { replace: true }));
    return () => setApiNavigator(undefined);
  }, [navigate]);

  return (
    <AccessGuard>
      <QueryProvider>
        <PortalNav />
        <Outlet />
        {/* One live stream per signed-in tab (issue 31): open pages refetch what another person changed. */}
        <LiveUpdates />
      </QueryProvider>
    </AccessGuard>
  );
}
