import "./app.css";
import interSubset from "./assets/fonts/inter-subset.woff2?url";
import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  type LinksFunction,
  type MetaFunction,
} from "react-router";
import { SITE } from "#core/site/settings.ts";
import { LoadingShell, SiteShell, useMarkHydrated } from "./components/layout/site-shell.tsx";
import { PageHero } from "./components/page/page-hero.tsx";
import { AuthProvider } from "./lib/auth/auth-provider.tsx";
import { Button, ButtonAnchor, ButtonLink } from "./components/ui/button.tsx";
import { RenderGuard } from "./components/ui/render-guard.tsx";
import { isLoadFailure } from "./lib/lazy-import.ts";
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

/**
 * The page that threw, in the site's frame, with Retry: it renders the same address again
 * without reloading (React Router clears a route's error when the location changes), so what
 * the rest of the app holds is kept. The frame sits in a RenderGuard: should it throw too, the
 * message is shown without it, never handed on to render the frame again (a loop).
 */
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
  const page = <UnexpectedError offline={isLoadFailure(error)} />;
  return (
    <RenderGuard fallback={<main className="flex-1">{page}</main>}>
      <SiteShell>{page}</SiteShell>
    </RenderGuard>
  );
}

function UnexpectedError({ offline }: { offline: boolean }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const retry = () => void navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
  const heading = offline ? "Part of This Page Did Not Load" : "Something Went Wrong";
  return (
    <>
      <title>{documentTitle(heading)}</title>
      <PageHero
        eyebrow={offline ? "Connection lost" : "Unexpected error"}
        heading={heading}
        intro={
          offline
            ? "We could not reach the server, most likely because the connection dropped. Check your connection, then retry."
            : "Sorry, this page ran into a problem. Please try again in a moment, or call us and we will help right away."
        }
        actions={
          <>
            <Button size="lg" onClick={retry}>
              <RotateCw aria-hidden="true" className="size-5" />
              Retry
            </Button>
            <ButtonLink to="/" variant="secondary" size="lg">
              Back to Home
            </ButtonLink>
            <ButtonAnchor href={SITE.phoneHref} variant="secondary" size="lg">
              Call {SITE.phone}
            </ButtonAnchor>
          </>
        }
      />
    </>
  );
}
