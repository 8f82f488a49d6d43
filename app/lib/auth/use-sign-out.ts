import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "./auth-provider.tsx";

/**
 * Sign out and go home. Leaves the page first, so a guarded page does not briefly redirect to the
 * sign-in page once the session is gone.
 */
export function useSignOutAndGoHome(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate("/");
    await signOut();
  }, [navigate, signOut]);
}
