import "./app.css";
import interSubset from "./assets/fonts/inter-subset.woff2?url";
import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  type LinksFunction,
  type MetaFunction,
} from "react-router";
import { SITE } from "#core/site/settings.ts";
import { LoadingShell, SiteShell, useMarkHydrated } from "./components/layout/site-shell.tsx";
import { PageHero } from "./components/page/page-hero.tsx";
import { AuthProvider } from "./lib/auth/auth-provider.tsx";
import { ButtonAnchor, ButtonLink } from "./components/ui/button.tsx";
import { documentTitle } from "./lib/meta.ts";
import NotFound from "./routes/not-found.tsx";

export const links: LinksFunction = () => [
  { rel: "preload", href: interSubset, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Used only where no route has its own meta (the SPA fallback before hydration). */
export const meta: MetaFunction = () => [
  { title: SITE.brand },
  { name: "description", content: `${SITE.brand}: ${SITE.tagline}.` },
];

/**
 * The document. No inline scripts or event handlers of our own: the server's
 * Content-Security-Policy only allows the inline scripts React Router emits (by hash).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#132541" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Here rather than in App so the loading fallback and error pages share the signed-in state. */}
        <AuthProvider>{children}</AuthProvider>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useMarkHydrated();
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * What build/client/__spa-fallback.html shows for the client-rendered pages (sign-in, account
 * areas, the status page) until their code has loaded: the mark and a quiet loading state.
 */
export function HydrateFallback() {
  return (
    <LoadingShell>
      <div className="page-container flex min-h-[50vh] items-center justify-center py-24">
        <p role="status" className="flex items-center gap-3 text-lg text-navy-700">
          <span
            aria-hidden="true"
            className="size-5 rounded-full border-2 border-navy-200 border-t-navy-700 motion-safe:animate-spin"
          />
          Loading…
        </p>
        <noscript>
          <p className="text-lg text-navy-700">This part of the site needs JavaScript. Please turn it on and reload.</p>
        </noscript>
      </div>
    </LoadingShell>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  useMarkHydrated();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <title>{documentTitle("Page Not Found")}</title>
        <NotFound />
      </SiteShell>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <SiteShell>
      <title>{documentTitle("Something Went Wrong")}</title>
      <PageHero
        eyebrow="Unexpected error"
        heading="Something Went Wrong"
        intro="Sorry, this page ran into a problem. Please try again in a moment, or call us and we will help right away."
        actions={
          <>
            <ButtonLink to="/" size="lg">
              Back to Home
            </ButtonLink>
            <ButtonAnchor href={SITE.phoneHref} variant="secondary" size="lg">
              Call {SITE.phone}
            </ButtonAnchor>
          </>
        }
      />
    </SiteShell>
  );
}
