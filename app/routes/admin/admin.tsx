import { useEffect, useRef } from "react";
import { useNavigate, type MetaFunction } from "react-router";
import { toast } from "../../lib/toast.ts";
import { AUTH_MESSAGES } from "../../../core/auth/auth-messages.ts";
import { PageHero } from "../../components/page/page-hero.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { AccessGuard } from "../../lib/auth/access-guard.tsx";
import { useProfile } from "../../lib/auth/use-profile.ts";
import { accountRouteMeta, routeText } from "../../lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/admin");

/**
 * Reads the viewer's own profile: not an admin → "Access denied" and home; the profile cannot be
 * read → "An error occurred" and home. The server enforces the same rule on every admin call.
 */
function AdminOnly() {
  const profile = useProfile();
  const navigate = useNavigate();
  const turnedAway = useRef(false);
  const denied = profile.status === "ready" && profile.profile.role !== "admin";

  useEffect(() => {
    if (turnedAway.current || !(denied || profile.status === "error")) return;
    turnedAway.current = true;
    toast.error(denied ? AUTH_MESSAGES.accessDenied : AUTH_MESSAGES.genericError);
    void navigate("/", { replace: true });
  }, [denied, profile.status, navigate]);

  if (profile.status !== "ready" || denied) return <LoadingState label="Checking access" />;

  const { heading, description } = routeText("/admin");
  return (
    <>
      <PageHero variant="compact" eyebrow="Administration" heading={heading} intro={description} />
      <div className="page-container py-10">
        <Card className="max-w-3xl">
          <p className="text-navy-800">
            The admin tools (user accounts and roles, leads, service requests and resource documents) are not open
            yet. This page is only shown to administrators.
          </p>
        </Card>
      </div>
    </>
  );
}

export default function AdminRoute() {
  return (
    <AccessGuard>
      <AdminOnly />
    </AccessGuard>
  );
}
