import { Link } from "react-router";
import { SITE } from "#core/site/settings.ts";
import { cx } from "#app/lib/cx.ts";

/** The brand mark: a farmhouse roofline over a prairie horizon. Decorative next to the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 40 40"
      width="40"
      height="40"
      className={cx("shrink-0", className)}
    >
      <rect width="40" height="40" rx="9" className="fill-navy-900" />
      <path
        d="M9 20.5 20 11l11 9.5"
        fill="none"
        className="stroke-gold-400"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M13 19v9h14v-9" fill="none" className="stroke-cream-100" strokeWidth="2.6" strokeLinejoin="round" />
      <path d="M18 28v-4.5h4V28" fill="none" className="stroke-cream-100" strokeWidth="2.2" strokeLinejoin="round" />
      <path
        d="M6 32.5c5-2.6 9.5-2.6 14 0s9 2.6 14 0"
        fill="none"
        className="stroke-gold-400"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Brand link: to the home page on the website; the app shell's links to the dashboard instead.
 * `nameFrom` hides the name below that width (the mark alone, still named for screen readers).
 */
export function Logo({ tone = "light", to = "/", nameFrom }: { tone?: "light" | "dark"; to?: string; nameFrom?: "sm" }) {
  return (
    <Link
      to={to}
      className={cx(
        "flex items-center gap-2 rounded-md text-base leading-tight font-bold tracking-tight sm:gap-2.5 sm:text-lg",
        tone === "light" ? "text-navy-900" : "text-white",
      )}
    >
      <LogoMark className="size-8 sm:size-10" />
      <span className={nameFrom === "sm" ? "max-sm:sr-only" : undefined}>{SITE.brand}</span>
    </Link>
  );
}
