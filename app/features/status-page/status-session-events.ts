import { useEffect, useState } from "react";
import { mayHaveStatusSession } from "./status-session-key.ts";
/**
 * The page's sections that need the verified session (what we need from you, the messages) each
 * may open it; one opened or ended in either is told to the others by this event on the window.
 * Apart from status-session-store.ts, without the session's schema, so the page's first load can
 * listen without loading the code that checks a session.
 */
const CHANGED = "status-link-session-change";

/** Calls `listener` whenever this tab opens or ends a session; returns the unsubscribe. */
export function subscribeStatusSession(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/** Tells the page's sections that the session was opened or ended (status-session-store.ts). */
export function announceStatusSession(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * Whether a verified section of the status page is wanted: once asked for (the setter), or as soon
 * as this tab holds a session for the link — checked after hydration, as the pre-rendered shell
 * knows nothing of the tab's storage, and again whenever a session opens in another section.
 */
export function useStatusSessionWanted(token: string): [boolean, (wanted: boolean) => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const check = () => {
      if (mayHaveStatusSession(token)) setWanted(true);
    };
    check();
    return subscribeStatusSession(check);
  }, [token]);
  return [wanted, setWanted];
}
