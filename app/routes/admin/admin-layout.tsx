import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Outlet, useNavigate } from "react-router";
import { AUTH_MESSAGES } from "#core/auth/auth-messages.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { LoadingState } from "#app/components/ui/loading-state.tsx";
import { AdminSecondFactor } from "#app/features/auth/admin-second-factor.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { useProfile } from "#app/lib/auth/use-profile.ts";
import { toast } from "#app/lib/toast.ts";

/**
 * Every /admin page sits in this layout, inside the portal layout (so the visitor is signed in).
 * It reads the viewer's own profile: not an admin → "Access denied" and home; the profile cannot
 * be read → "An error occurred" and home. An admin whose session has not proved an authenticator
 * code (aal1) does that first. The server enforces the same rules on every admin call.
 */
export default function AdminLayout() {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const turnedAway = useRef(false);
  const denied = profile.data !== undefined && profile.data.role !== "admin";
  // A 401 has already ended the session; the API client sends the visitor to sign in.
  const failed = profile.isError && !(profile.error instanceof ApiError && profile.error.status === 401);

  useEffect(() => {
    if (turnedAway.current || !(denied || failed)) return;
    turnedAway.current = true;
    toast.error(denied ? AUTH_MESSAGES.accessDenied : AUTH_MESSAGES.genericError);
    void navigate("/", { replace: true });
  }, [denied, failed, navigate]);

  if (!profile.data || denied) return <LoadingState label="Checking access" />;

  if (profile.data.aal !== "aal2") {
    return (
      <>
        <PageHero
          variant="compact"
          eyebrow="Administration"
          heading="Confirm It's You"
          intro="One more step before the admin area: a code from your authenticator app, or your security key."
        />
        <AdminSecondFactor onVerified={() => queryClient.invalidateQueries({ queryKey: ["me"] })} />
      </>
    );
  }

  return <Outlet />;
}
