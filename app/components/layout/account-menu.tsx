import { BellRing, ChevronDown, Globe, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { cx } from "#app/lib/cx.ts";
import { SIGN_OUT_LABEL } from "./nav-data.ts";
import { useAccountNav } from "./use-account-nav.ts";

/** The app shell's account menu: who is signed in, their account's pages, the website, Sign Out. */
export const ACCOUNT_MENU_LABEL = "Account menu";

const ITEM =
  "flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-[0.95rem] font-medium text-navy-900 " +
  "hover:bg-cream-100 aria-[current=page]:bg-gold-50";

/**
 * A disclosure (a button and the panel it opens), top right of the app shell. Escape or a click
 * elsewhere closes it, and so does moving to another page. Before the session is known it keeps
 * its place empty, so the bar does not shift.
 */
export function AccountMenu() {
  const { user } = useAuth();
  const { signedIn, signOut } = useAccountNav();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  if (!signedIn) return <div className="min-h-11 w-28" />;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={ACCOUNT_MENU_LABEL}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={cx(
          "inline-flex min-h-11 items-center gap-2 rounded-lg border border-navy-200 bg-white px-3 font-semibold text-navy-900 hover:bg-navy-50",
          open && "bg-navy-50",
        )}
      >
        <UserRound aria-hidden="true" className="size-5" />
        <span aria-hidden="true">Account</span>
        <ChevronDown aria-hidden="true" className={cx("size-4 motion-safe:transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-cream-300 bg-white p-2 shadow-bar"
      >
        {user?.email ? (
          <p className="border-b border-cream-200 px-3 pt-1 pb-2 text-sm text-navy-700">
            Signed in as <span className="block font-semibold [overflow-wrap:anywhere] text-navy-950">{user.email}</span>
          </p>
        ) : null}
        <ul className="grid gap-0.5 py-1">
          <li>
            <Link to="/account/security" className={ITEM} aria-current={pathname === "/account/security" ? "page" : undefined}>
              <ShieldCheck aria-hidden="true" className="size-4 text-navy-600" />
              Account Security
            </Link>
          </li>
          <li>
            <Link to="/account/notifications" className={ITEM} aria-current={pathname === "/account/notifications" ? "page" : undefined}>
              <BellRing aria-hidden="true" className="size-4 text-navy-600" />
              Notifications
            </Link>
          </li>
          <li>
            <Link to="/" className={ITEM}>
              <Globe aria-hidden="true" className="size-4 text-navy-600" />
              Company Website
            </Link>
          </li>
        </ul>
        <div className="border-t border-cream-200 pt-1">
          <button
            type="button"
            className={ITEM}
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            <LogOut aria-hidden="true" className="size-4 text-navy-600" />
            {SIGN_OUT_LABEL}
          </button>
        </div>
      </div>
    </div>
  );
}
