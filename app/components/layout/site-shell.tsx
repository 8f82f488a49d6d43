import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { registerServiceWorkerOnLoad } from "#app/lib/service-worker.ts";
import { AppBar, PrivateLinkBar, PrivateLinkFooter } from "./app-shell.tsx";
import { ChatWidget } from "./chat-widget.tsx";
import { Footer } from "./footer.tsx";
import { frameKindOf, type FrameKind } from "./frame-kind.ts";
import { LazyToaster } from "./lazy-toaster.tsx";
import { MAIN_CONTENT_ID, ScrollToTop } from "./scroll-to-top.tsx";
import { SeoHead } from "./seo-head.tsx";
import { SkipLink } from "./skip-link.tsx";
import { TopBar } from "./top-bar.tsx";

/**
 * Marks the document as interactive (event handlers attached); browser tests wait for it. Called
 * by the page and error layouts, not by the loading fallback a client-rendered page shows while
 * its code arrives, so "hydrated" means the page itself is there.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/** Each frame's bar above the main region and what follows it. */
const CHROME: Record<FrameKind | "loading", { bar: () => ReactNode; footer: () => ReactNode; chat: boolean }> = {
  site: { bar: () => <TopBar />, footer: () => <Footer />, chat: true },
  app: { bar: () => <AppBar />, footer: () => null, chat: true },
  "private-link": { bar: () => <PrivateLinkBar />, footer: () => <PrivateLinkFooter />, chat: false },
  loading: { bar: () => <PrivateLinkBar />, footer: () => null, chat: false },
};

function Frame({ kind, children }: { kind: FrameKind | "loading"; children: ReactNode }) {
  useEffect(() => registerServiceWorkerOnLoad(), []);
  const chrome = CHROME[kind];
  return (
    <div className="flex min-h-dvh flex-col">
      <SeoHead />
      <SkipLink />
      {chrome.bar()}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        {children}
      </main>
      {chrome.footer()}
      <ScrollToTop />
      <LazyToaster />
      {chrome.chat ? <ChatWidget /> : null}
    </div>
  );
}

/**
 * The layout every page shares (skip link, bar, main region, toasts), its bar and footer chosen
 * by the kind of path (./frame-kind.ts): the website's top bar and footer for public pages, the
 * app shell for the signed-in areas, the mark alone for a private link. A pre-rendered page is
 * rendered at its own path, so the frame in its HTML is the one it hydrates into.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Frame kind={frameKindOf(pathname)}>{children}</Frame>;
}

/**
 * The frame of the loading fallback (build/client/__spa-fallback.html), the one HTML file every
 * client-rendered path starts from: built once, so it cannot depend on the path. The mark alone;
 * the page's own frame replaces it as soon as the page's code is there.
 */
export function LoadingShell({ children }: { children: ReactNode }) {
  return <Frame kind="loading">{children}</Frame>;
}
