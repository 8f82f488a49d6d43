import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx.ts";

/**
 * One collapsible item: a heading whose button shows or hides the panel below it. The parent
 * owns the open state, so a group can allow one open item (the process steps) or any number
 * (the title explainers).
 */
export function Disclosure({
  id,
  title,
  subtitle,
  leading,
  open,
  onToggle,
  headingLevel = 3,
  children,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown before the title, e.g. the step number. */
  leading?: ReactNode;
  open: boolean;
  onToggle: () => void;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const panelId = `${id}-panel`;
  return (
    <div className={cx("rounded-2xl border bg-white shadow-card", open ? "border-gold-400" : "border-cream-300")}>
      <Heading className="m-0">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-4 rounded-2xl p-5 text-left hover:bg-cream-50 sm:p-6"
        >
          {leading}
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="text-lg font-semibold text-navy-950 sm:text-xl">{title}</span>
            {subtitle ? <span className="text-base font-normal text-navy-700">{subtitle}</span> : null}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cx("size-6 shrink-0 text-navy-600 motion-safe:transition-transform", open && "rotate-180")}
          />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={`${id}-button`} hidden={!open} className="px-5 pb-6 sm:px-6">
        {children}
      </div>
    </div>
  );
}
