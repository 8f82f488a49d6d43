import { useEffect, type ReactNode } from "react";
import { registerServiceWorkerOnLoad } from "#app/lib/service-worker.ts";
import { ChatWidget } from "./chat-widget.tsx";
import { Footer } from "./footer.tsx";
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

/** The layout every page shares: skip link, top bar, main region, footer, toasts, chat. */
export function SiteShell({ children }: { children: ReactNode }) {
  useEffect(() => registerServiceWorkerOnLoad(), []);

  return (
    <div className="flex min-h-dvh flex-col">
      <SeoHead />
      <SkipLink />
      <TopBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        {children}
      </main>
      <Footer />
      <ScrollToTop />
      <LazyToaster />
      <ChatWidget />
    </div>
  );
}
