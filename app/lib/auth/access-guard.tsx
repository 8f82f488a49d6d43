import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { loginPathFor } from "#core/auth/next-path.ts";
import { LoadingState } from "#app/components/ui/loading-state.tsx";
import { useAuth } from "./auth-provider.tsx";

/**
 * The signed-in pages' gate. While the first session check runs it shows a spinner; without a
 * user (or with a password-only session of an account that has an authenticator) it sends the
 * visitor to the sign-in page, which brings them back here afterwards.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { user, loading, needsSecondFactor } = useAuth();
  const { pathname, search } = useLocation();
  if (loading) return <LoadingState label="Checking authentication" />;
  if (!user || needsSecondFactor) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return children;
}
