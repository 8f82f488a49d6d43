import { useAuth } from "../auth/auth-provider.tsx";
import { useAccountLiveEvents, type LiveState } from "./use-live-events.ts";

/**
 * "Reconnecting…" while a page's live stream is lost (issue 31): the page still refreshes every
 * 15 s meanwhile, and says so. Announced politely, once, as a status.
 */
export function LiveReconnecting({ state }: { state: LiveState }) {
  if (state !== "reconnecting") return null;
  return (
    <section aria-label="Live updates" className="fixed bottom-4 left-4 z-40 max-w-[calc(100vw-2rem)]">
      <p role="status" className="flex items-center gap-2 rounded-full bg-navy-900 px-4 py-2 text-sm font-semibold text-white shadow-lg">
        <span aria-hidden="true" className="size-3 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin" />
        Reconnecting… <span className="font-normal">this page refreshes every 15 seconds meanwhile.</span>
      </p>
    </section>
  );
}

/** The signed-in account's one live stream, mounted once by the portal layout (inside its QueryProvider). */
export function LiveUpdates() {
  const { user, needsSecondFactor } = useAuth();
  // An administrator's stream opened before their second step learns only of their own files: it
  // is opened afresh once the step is done (the server decides from the token's assurance level).
  const state = useAccountLiveEvents(user ? `${user.id}:${needsSecondFactor ? "aal1" : "full"}` : null);
  return <LiveReconnecting state={state} />;
}
