import type { Session, User } from "@supabase/auth-js";
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { needsSecondFactor } from "./assurance.ts";
import { authStateMayExist, forgetStoredSession, isAuthStorageKey } from "./auth-storage.ts";
import { whenClientCreated } from "./client-created.ts";

/** auth-js in its own chunk: a visitor who never signed in does not download it. */
const loadAuthClient = () => import("./auth-client.ts").then((m) => m.getAuthClient());

export interface AuthState {
  /** The signed-in person, or null. Null (not yet known) while {@link loading}. */
  user: User | null;
  session: Session | null;
  /** True until the first session check has finished; signed-out UI is shown meanwhile. */
  loading: boolean;
  /** Signed in with a password, but an authenticator code is still owed (aal1 of a possible aal2). */
  needsSecondFactor: boolean;
  /** Ends this browser's session; the UI is signed out afterwards even if the server was unreachable. */
  signOut: () => Promise<void>;
}

const Services = createContext<AuthState | null>(null);

/**
 * Current user and session for the whole app. Rendered during pre-rendering too, where it stays
 * in its loading state: the client and its storage are touched only in the effect.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const stopWaiting = whenClientCreated((client) => {
      if (unsubscribe) return;
      // The first event for a new subscriber is INITIAL_SESSION, after auth-js has read storage,
      // refreshed an expired session or taken one from the URL.
      const { data } = client.onAuthStateChange((_event, next) => {
        // A transition: every reader of the state (the top bar, the forms) re-renders in slices
        // the browser can interrupt, not in one long task (docs/decisions/019-public-page-main-thread.md).
        startTransition(() => {
          setSession(next);
          setLoading(false);
        });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    const load = () => void loadAuthClient();
    // Another tab signing in: from then on this tab needs the client too (auth-js then keeps the
    // tabs in step itself).
    const onStorage = (event: StorageEvent) => {
      if (isAuthStorageKey(event.key) && authStateMayExist()) load();
    };
    if (authStateMayExist()) load();
    else startTransition(() => setLoading(false));
    window.addEventListener("storage", onStorage);
    return () => {
      stopWaiting();
      unsubscribe?.();
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const signOut = useCallback(async () => {
    if (authStateMayExist()) {
      try {
        const { error } = await (await loadAuthClient()).signOut({ scope: "local" });
        // auth-js already ignores 401/403/404; anything left (mostly no network) still signs out here.
        if (error) forgetStoredSession();
      } catch {
        forgetStoredSession();
      }
    }
    setSession(null);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user: session?.user ?? null,
      session,
      loading,
      needsSecondFactor: needsSecondFactor(session),
      signOut,
    }),
    [session, loading, signOut],
  );

  return <Services.Provider value={value}>{children}</Services.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(Services);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
