/**
 * Where the tab keeps its verified status-link session (status-session-store.ts reads and writes
 * it). Apart, without the session's schema, so the status page's first load can ask whether there
 * is one without loading the code that checks it.
 */
export const STATUS_SESSION_KEY = "status-link-session";

/** Whether this tab may hold a session for the link (the store checks it properly). */
export function mayHaveStatusSession(token: string): boolean {
  try {
    const raw = window.sessionStorage.getItem(STATUS_SESSION_KEY);
    return raw !== null && raw.includes(JSON.stringify(token));
  } catch {
    return false;
  }
}
