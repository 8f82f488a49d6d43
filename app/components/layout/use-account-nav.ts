import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { useSignOutAndGoHome } from "#app/lib/auth/use-sign-out.ts";

/**
 * What the top bar and mobile menu offer: Sign In / Get Started, or Dashboard / Sign Out. The
 * signed-out pair is also what pre-rendered HTML and the first session check show, so a visitor's
 * page never changes under them; a half-finished sign-in (code still owed) counts as signed out.
 */
export function useAccountNav(): { signedIn: boolean; signOut: () => Promise<void> } {
  const { user, loading, needsSecondFactor } = useAuth();
  const signOut = useSignOutAndGoHome();
  return { signedIn: !loading && user !== null && !needsSecondFactor, signOut };
}
