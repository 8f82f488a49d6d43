import type { LucideIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { cx } from "#app/lib/cx.ts";

export interface SectionLink {
  to: string;
  label: string;
  icon?: LucideIcon;
  /** Only this path, not the pages under it. */
  end?: boolean;
  /** A number beside the label (the admin inbox's waiting conversations), and what it counts for screen readers. */
  count?: { value: number; label: string };
}

/** The portal's bar sits on white; a nested section's bar (admin) sits under it on cream, a shade lighter. */
const TONES = {
  portal: { bar: "bg-white", active: "bg-navy-900 text-white", idle: "text-navy-700 hover:bg-navy-50 hover:text-navy-950" },
  nested: { bar: "bg-cream-50", active: "bg-navy-800 text-white", idle: "text-navy-800 hover:bg-navy-50 hover:text-navy-950" },
} as const;

/**
 * A signed-in section's own navigation, a row of links under the app shell's bar; the current page
 * is marked. On a narrow screen the row scrolls sideways (inside itself, never the page) instead of
 * wrapping into several rows above the content, with the current page's link brought into view.
 */
export function SectionNav({ label, links, tone = "portal" }: { label: string; links: readonly SectionLink[]; tone?: keyof typeof TONES }) {
  const colours = TONES[tone];
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const offset = current.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname, links.length]);
  return (
    <nav aria-label={label} className={cx("border-b border-cream-300", colours.bar)}>
      <ul ref={listRef} className="page-container flex gap-1 overflow-x-auto py-2 lg:flex-wrap">
        {links.map(({ to, label: text, icon: Icon, end, count }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cx(
                  "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold motion-safe:transition-colors",
                  isActive ? colours.active : colours.idle,
                )
              }
            >
              {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
              {text}
              {count ? (
                // relative: the screen-reader words stay inside the scrolling row (an absolute box
                // placed from outside it would widen the page on a phone).
                <span className="relative min-w-5 rounded-full bg-gold-400 px-1.5 text-center text-xs leading-5 font-bold text-navy-950">
                  {count.value.toLocaleString("en-US")}
                  <span className="sr-only"> {count.label}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
