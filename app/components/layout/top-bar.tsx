import { Menu, Phone, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { SITE } from "#core/site/settings.ts";
import { cx } from "#app/lib/cx.ts";
import { useScrolledPast } from "#app/lib/use-scrolled-past.ts";
import { Badge } from "../ui/badge.tsx";
import { Button, ButtonLink } from "../ui/button.tsx";
import { Logo } from "./logo.tsx";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu.tsx";
import { DASHBOARD, GET_STARTED, OFFER_LINKS, PRIMARY_LINKS, SIGN_IN, SIGN_OUT_LABEL } from "./nav-data.ts";
import { ServicesMenu } from "./services-menu.tsx";
import { useAccountNav } from "./use-account-nav.ts";

/** The top bar's look changes once the page is scrolled more than this many pixels. */
export const SCROLL_THRESHOLD_PX = 20;

const DESKTOP_QUERY = "(min-width: 64rem)";

/** Contact line and offer links above the sticky bar, on wide screens only. */
function UtilityBar() {
  return (
    <aside aria-label="Contact and special offers" className="on-dark hidden bg-navy-950 text-navy-100 lg:block">
      <div className="page-container flex h-10 items-center justify-between gap-6 text-sm">
        <p className="flex items-center gap-2">
          <span>Serving all of Iowa</span>
          <span aria-hidden="true" className="text-navy-400">
            ·
          </span>
          <a href={SITE.phoneHref} className="inline-flex items-center gap-1.5 font-medium text-white hover:underline">
            <Phone aria-hidden="true" className="size-3.5" />
            {SITE.phone}
          </a>
        </p>
        <nav aria-label="Offers and tools">
          <ul className="flex items-center gap-5">
            {OFFER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className="inline-flex items-center gap-2 rounded text-navy-100 hover:text-white hover:underline aria-[current=page]:text-white aria-[current=page]:underline"
                >
                  {link.label}
                  {link.badge ? <Badge className="bg-gold-300 text-navy-950 ring-gold-300">{link.badge}</Badge> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </aside>
  );
}

/**
 * Sticky top bar. `data-scrolled="true"` (and a solid background with a shadow) once the page is
 * scrolled more than {@link SCROLL_THRESHOLD_PX}.
 */
export function TopBar() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { signedIn, signOut } = useAccountNav();

  // Close the mobile menu on navigation.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  // Close it when the screen grows to the desktop layout, where it is hidden anyway.
  useEffect(() => {
    if (!menuOpen) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) setMenuOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [menuOpen]);

  return (
    <>
      <UtilityBar />
      <header
        data-scrolled={scrolled ? "true" : "false"}
        className={cx(
          "sticky top-0 z-40 border-b motion-safe:transition-[background-color,box-shadow,border-color] motion-safe:duration-200",
          scrolled || menuOpen ? "border-cream-300 bg-white shadow-bar" : "border-transparent bg-cream-50",
        )}
      >
        <div className="page-container flex h-16 items-center justify-between gap-2 sm:gap-4 lg:h-18">
          <Logo />

          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            <ServicesMenu />
            {PRIMARY_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={cx(
                  "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-[0.95rem] font-medium text-navy-800",
                  "hover:bg-navy-100 hover:text-navy-950 motion-safe:transition-colors",
                  "aria-[current=page]:text-navy-950 aria-[current=page]:underline aria-[current=page]:decoration-gold-500 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8",
                )}
              >
                {link.label}
                {link.badge ? <Badge>{link.badge}</Badge> : null}
              </NavLink>
            ))}
          </nav>

          <div className="flex items-center gap-2">
            {/* Fixed widths: signing in or out swaps the labels without moving the rest of the bar. */}
            <div className="hidden w-28 lg:flex lg:justify-end">
              {signedIn ? (
                <ButtonLink to={DASHBOARD.to} variant="ghost">
                  {DASHBOARD.label}
                </ButtonLink>
              ) : (
                <ButtonLink to={SIGN_IN.to} variant="ghost">
                  {SIGN_IN.label}
                </ButtonLink>
              )}
            </div>
            <div className="hidden w-32 sm:flex">
              {signedIn ? (
                <Button variant="secondary" className="w-full" onClick={() => void signOut()}>
                  {SIGN_OUT_LABEL}
                </Button>
              ) : (
                <ButtonLink to={GET_STARTED.to} className="w-full">
                  {GET_STARTED.label}
                </ButtonLink>
              )}
            </div>
            <button
              ref={menuButtonRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
              onKeyDown={(event) => {
                if (event.key === "Escape" && menuOpen) {
                  event.preventDefault();
                  setMenuOpen(false);
                }
              }}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-navy-200 bg-white px-3 font-semibold text-navy-900 hover:bg-navy-50 lg:hidden"
            >
              {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
              Menu
            </button>
          </div>
        </div>
        <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} buttonRef={menuButtonRef} />
      </header>
    </>
  );
}
