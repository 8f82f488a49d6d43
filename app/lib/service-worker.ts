/** Path of the worker (public/sw.js); served from the site root so its scope is the whole site. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the service worker once the page has loaded, so it never competes with the page's
 * own requests. Production builds only: in development it would cache Vite's modules.
 */
export function registerServiceWorkerOnLoad(): () => void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return () => {};
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: "visited", urls: visitedUrls() }))
      .catch((error: unknown) => {
        console.warn("Service worker registration failed", error);
      });
  };
  if (document.readyState === "complete") {
    register();
    return () => {};
  }
  window.addEventListener("load", register, { once: true });
  return () => window.removeEventListener("load", register);
}

/**
 * This page's address and the built files it loaded. On a first visit they were fetched before
 * the worker was in charge, so the worker is told to keep them for offline use.
 */
function visitedUrls(): string[] {
  const assets = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === location.origin && url.pathname.startsWith("/assets/");
    });
  return [location.pathname, ...new Set(assets)];
}
