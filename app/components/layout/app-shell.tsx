import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { SITE } from "#core/site/settings.ts";
import { AccountMenu } from "./account-menu.tsx";
import { Logo } from "./logo.tsx";

/**
 * The bar of the frames that are not the website's: the company's mark and, on the right, what
 * the frame offers (the account menu in the app shell). No promotions, no Sign In or Get Started.
 */
function BrandBar({ home, children }: { home: string; children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-cream-300 bg-white">
      <div className="page-container flex h-16 items-center justify-between gap-3">
        <Logo to={home} nameFrom="sm" />
        {children}
      </div>
    </header>
  );
}

/** A private link's footer: the office's name and number, one quiet line. */
export function PrivateLinkFooter() {
  return (
    <footer className="border-t border-cream-300 bg-white">
      <div className="page-container flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-4 text-sm text-navy-700">
        <p>{SITE.legalName}</p>
        <a href={SITE.phoneHref} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-navy-900 hover:underline">
          <Phone aria-hidden="true" className="size-4" />
          {SITE.phone}
        </a>
      </div>
    </footer>
  );
}

/** The signed-in areas' bar: the mark (to the dashboard) and the account menu. The section navigation is the portal layout's. */
export function AppBar() {
  return (
    <BrandBar home="/dashboard">
      <AccountMenu />
    </BrandBar>
  );
}

/**
 * A private link's bar (/status/<token>): the mark alone, as the visitor has no account here.
 * Also the loading fallback's, which one HTML file serves for every client-rendered path.
 */
export function PrivateLinkBar() {
  return <BrandBar home="/" />;
}

