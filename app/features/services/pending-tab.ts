/**
 * A tab for a document the server has not named yet. Pop-up blockers let a page open a window
 * only while it handles the visitor's own click or key press; after an `await` that moment has
 * passed and `window.open` would be blocked. So the tab is opened blank at once, shows a short
 * "preparing" line, and is pointed at the document when the answer comes, or closed.
 */
export interface PendingTab {
  /** Loads `url` in the tab; false when there is no tab to load it in (blocked, or the visitor closed it). */
  show(url: string): boolean;
  /** Closes the tab (the request failed), if it is still open. */
  close(): void;
}

type Opener = (url: string, target: string) => Window | null;

/** Call synchronously in the submit or click handler, before anything is awaited. */
export function openPendingTab(open: Opener, waitingText: string): PendingTab {
  let tab: Window | null = null;
  try {
    tab = open("", "_blank");
  } catch {
    tab = null; // Some blockers throw instead of returning null.
  }
  if (tab) {
    try {
      // The tab gets our document only, but need not reach back into this page.
      tab.opener = null;
      tab.document.title = waitingText;
      if (tab.document.body) tab.document.body.textContent = waitingText;
    } catch {
      // Cosmetic only: the tab still works without the text.
    }
  }
  const live = () => tab !== null && !tab.closed;
  return {
    show(url) {
      if (!live()) return false;
      // replace: the tab's Back button does not lead to the blank waiting page.
      tab!.location.replace(url);
      return true;
    },
    close() {
      if (live()) tab!.close();
    },
  };
}
