import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import { cx } from "#app/lib/cx.ts";
import { SERVICE_LINKS } from "./nav-data.ts";

type FocusTarget = "first" | "last" | number;

/**
 * The Services menu button (WAI-ARIA APG "menu button" pattern with link items):
 * - Enter, Space or ArrowDown on the button opens the menu on the first item, ArrowUp on the last;
 * - ArrowDown/ArrowUp move (wrapping), Home/End jump, a letter jumps to the next item starting
 *   with it; Enter or Space follows the focused link;
 * - Escape closes and returns focus to the button; Tab closes and moves on as usual;
 * - a click outside, focus leaving the menu, or a navigation closes it.
 */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const [pendingFocus, setPendingFocus] = useState<FocusTarget | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const menuId = useId();
  const buttonId = useId();
  const { pathname } = useLocation();
  const count = SERVICE_LINKS.length;

  // Close whenever the page changes.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  // Move focus into the menu once it has rendered (moves within it are direct).
  useEffect(() => {
    if (!open || pendingFocus === null) return;
    const index = pendingFocus === "first" ? 0 : pendingFocus === "last" ? count - 1 : pendingFocus;
    itemRefs.current[index]?.focus();
  }, [open, pendingFocus, count]);

  // A pointer press outside closes the menu (focus stays where the person put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openAt = (target: FocusTarget) => {
    setOpen(true);
    setPendingFocus(target);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setPendingFocus(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const focusItem = (index: number) => itemRefs.current[((index % count) + count) % count]?.focus();

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case "Enter":
      case " ":
      case "ArrowDown":
        event.preventDefault();
        openAt("first");
        break;
      case "ArrowUp":
        event.preventDefault();
        openAt("last");
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          close(true);
        }
        break;
    }
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusItem(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusItem(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusItem(0);
        break;
      case "End":
        event.preventDefault();
        focusItem(count - 1);
        break;
      case "Escape":
        event.preventDefault();
        close(true);
        break;
      case "Tab":
        // Let the browser move focus on; just close behind it.
        close(false);
        break;
      case " ":
        event.preventDefault();
        event.currentTarget.click();
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const letter = event.key.toLowerCase();
          for (let step = 1; step <= count; step++) {
            const candidate = (index + step) % count;
            if (SERVICE_LINKS[candidate]?.label.toLowerCase().startsWith(letter)) {
              focusItem(candidate);
              break;
            }
          }
        }
    }
  };

  const current = SERVICE_LINKS.some((s) => s.to === pathname);

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) {
          close(false);
        }
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt("first"))}
        onKeyDown={onButtonKeyDown}
        className={cx(
          "inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-[0.95rem] font-medium",
          "hover:bg-navy-100 hover:text-navy-950 motion-safe:transition-colors",
          open || current ? "text-navy-950" : "text-navy-800",
          current && "underline decoration-gold-500 decoration-2 underline-offset-8",
        )}
      >
        Services
        <ChevronDown
          aria-hidden="true"
          className={cx("size-4 motion-safe:transition-transform", open && "rotate-180")}
        />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-80 rounded-xl border border-cream-300 bg-white p-2 shadow-bar"
      >
        {SERVICE_LINKS.map((service, index) => {
          const Icon = service.icon;
          return (
            <li key={service.to} role="none">
              <Link
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                to={service.to}
                role="menuitem"
                tabIndex={-1}
                aria-current={pathname === service.to ? "page" : undefined}
                onKeyDown={(event) => onItemKeyDown(event, index)}
                onClick={() => close(false)}
                className={cx(
                  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-[0.95rem] font-medium text-navy-900",
                  "hover:bg-cream-100 focus-visible:bg-cream-100 aria-[current=page]:bg-gold-50",
                )}
              >
                <span className="grid size-8 shrink-0 place-items-center rounded-md bg-navy-50 text-navy-700">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                {service.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
