import { Mail, Phone } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { NavLink } from "react-router";
import { SITE } from "#core/site/settings.ts";
import { EmailAddress } from "../ui/email-address.tsx";
import { cx } from "#app/lib/cx.ts";
import { Badge } from "../ui/badge.tsx";
import { Button, ButtonLink } from "../ui/button.tsx";
import {
  DASHBOARD,
  GET_STARTED,
  OFFER_LINKS,
  PRIMARY_LINKS,
  SERVICE_LINKS,
  SIGN_IN,
  SIGN_OUT_LABEL,
} from "./nav-data.ts";
import { useAccountNav } from "./use-account-nav.ts";

export const MOBILE_MENU_ID = "mobile-menu";

const linkClass =
  "flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-base font-medium text-navy-900 " +
  "hover:bg-cream-100 aria-[current=page]:bg-gold-50 aria-[current=page]:text-navy-950";

/**
 * The navigation panel below ~1024 px, a disclosure controlled by the Menu button in the top bar.
 * Opening moves focus to its first link; Escape closes it and returns focus to the button. The
 * top bar closes it on navigation and when the screen grows past the breakpoint.
 */
export function MobileMenu({
  open,
  onClose,
  buttonRef,
}: {
  open: boolean;
  onClose: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { signedIn, signOut } = useAccountNav();

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("a[href], button")?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      ref={panelRef}
      id={MOBILE_MENU_ID}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-cream-300 bg-cream-50 lg:hidden"
    >
      <nav aria-label="Mobile" className="page-container py-4">
        <p
          id="mobile-services-heading"
          className="px-3 pb-1 text-sm font-semibold tracking-wide text-navy-600 uppercase"
        >
          Services
        </p>
        <ul aria-labelledby="mobile-services-heading" className="grid gap-0.5 sm:grid-cols-2">
          {SERVICE_LINKS.map((service) => {
            const Icon = service.icon;
            return (
              <li key={service.to}>
                <NavLink to={service.to} className={linkClass} onClick={onClose}>
                  <Icon aria-hidden="true" className="size-4 text-navy-600" />
                  {service.label}
                </NavLink>
              </li>
            );
          })}
        </ul>

        <ul className="mt-3 grid gap-0.5 border-t border-cream-300 pt-3 sm:grid-cols-2">
          {[...PRIMARY_LINKS, ...OFFER_LINKS].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass} onClick={onClose}>
                {link.label}
                {link.badge ? <Badge>{link.badge}</Badge> : null}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="mt-3 grid gap-2 border-t border-cream-300 pt-4 sm:grid-cols-2">
          {signedIn ? (
            <>
              <ButtonLink to={DASHBOARD.to} variant="secondary" onClick={onClose}>
                {DASHBOARD.label}
              </ButtonLink>
              <Button
                variant="secondary"
                onClick={() => {
                  onClose();
                  void signOut();
                }}
              >
                {SIGN_OUT_LABEL}
              </Button>
            </>
          ) : (
            <>
              <ButtonLink to={SIGN_IN.to} variant="secondary" onClick={onClose}>
                {SIGN_IN.label}
              </ButtonLink>
              <ButtonLink to={GET_STARTED.to} onClick={onClose}>
                {GET_STARTED.label}
              </ButtonLink>
            </>
          )}
        </div>

        <div className="mt-4 flex flex-col gap-1 px-3 pb-2 text-sm text-navy-700">
          <a href={SITE.phoneHref} className={cx("inline-flex min-h-11 items-center gap-2 font-medium text-navy-900")}>
            <Phone aria-hidden="true" className="size-4" />
            {SITE.phone}
          </a>
          <a
            href={`mailto:${SITE.email}`}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-navy-900"
          >
            <Mail aria-hidden="true" className="size-4" />
            <EmailAddress address={SITE.email} />
          </a>
        </div>
      </nav>
    </div>
  );
}
