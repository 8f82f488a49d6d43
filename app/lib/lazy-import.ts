/**
 * Code loaded on first use (a chunk and the stylesheet it brings), for everything the browser
 * fetches only when a person first needs it: the toaster, a form's schema, the auth client.
 *
 * A fetch can fail (the connection dropped, the server restarted). React.lazy and a promise kept
 * in a variable remember that failure for good, so the feature stays broken until a reload, and a
 * component that throws it again on every render loops. {@link retryingImport} remembers only
 * success: after a failure the next call fetches again (browsers no longer keep failed module
 * fetches). Vite's preload never asks again for a stylesheet that failed, so those are noted
 * and linked again once a retry has worked.
 * docs/decisions/029-a-lost-connection-costs-nothing.md
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  noteFailedStylesheets();
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().then(
      (module) => {
        relinkFailedStylesheets();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
}

const failedStylesheets = new Set<string>();
let listening = false;

/** Vite announces a stylesheet it could not preload with this event ("Unable to preload CSS for …"). */
function noteFailedStylesheets(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("vite:preloadError", (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const href = /Unable to preload CSS for (\S+)/.exec(payload instanceof Error ? payload.message : "")?.[1];
    if (href) failedStylesheets.add(href);
  });
}

function relinkFailedStylesheets(): void {
  for (const href of failedStylesheets) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
  }
  failedStylesheets.clear();
}

/**
 * Whether an error is a module or stylesheet that could not be fetched (Chromium, Firefox and
 * Safari word it differently; Vite's preload says "Unable to preload CSS").
 */
export function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /dynamically imported module|importing a module script failed|unable to preload css|error loading dynamically imported/i.test(message);
}
