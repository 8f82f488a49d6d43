import { ChevronDown } from "lucide-react";
import { useState, type ReactNode } from "react";
import { cx } from "#app/lib/cx.ts";

/**
 * card: a bordered card of its own that turns gold while open (service FAQs).
 * large-card: the same card, roomier and with a larger title, for items with a subtitle or a
 *   leading mark (process steps, title explainers).
 * row: a plain row, for a list whose container draws the card and the dividers (offer FAQs).
 */
export type DisclosureLook = "card" | "large-card" | "row";

interface LookClasses {
  item?: (open: boolean) => string;
  button: string;
  title: string;
  chevron: string;
  panel: string;
}

const cardItem = (open: boolean) =>
  cx("rounded-2xl border bg-white shadow-card", open ? "border-gold-400" : "border-cream-300");

const LOOKS: Record<DisclosureLook, LookClasses> = {
  card: {
    item: cardItem,
    button: "rounded-2xl p-5 hover:bg-cream-50",
    title: "text-lg font-semibold text-navy-950",
    chevron: "size-6",
    panel: "px-5 pb-5",
  },
  "large-card": {
    item: cardItem,
    button: "rounded-2xl p-5 hover:bg-cream-50 sm:p-6",
    title: "text-lg font-semibold text-navy-950 sm:text-xl",
    chevron: "size-6",
    panel: "px-5 pb-6 sm:px-6",
  },
  row: {
    button: "px-5 py-4 hover:bg-cream-100 sm:px-6",
    title: "text-lg font-semibold text-navy-950",
    chevron: "size-5",
    panel: "px-5 pb-5 sm:px-6",
  },
};

/**
 * One collapsible item: a heading whose button (aria-expanded, aria-controls) shows or hides the
 * panel below it, a region named by the button unless `region` is off. The parent owns the open state, so a group decides
 * whether one item or any number may be open (see {@link useDisclosureGroup}).
 */
export function Disclosure({
  id,
  title,
  subtitle,
  leading,
  open,
  onToggle,
  headingLevel = 3,
  look = "card",
  region = true,
  children,
}: {
  /** Base of the button's and the panel's ids (`${id}-button`, `${id}-panel`); unique on the page. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown before the title, e.g. the step number. */
  leading?: ReactNode;
  open: boolean;
  onToggle: () => void;
  headingLevel?: 2 | 3 | 4;
  look?: DisclosureLook;
  /**
   * Whether the panel is a region landmark named by the button. Turn it off where that name
   * would repeat another landmark's (axe landmark-unique) or where many panels can be open.
   */
  region?: boolean;
  children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const styles = LOOKS[look];
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className={styles.item?.(open)}>
      <Heading className="m-0">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className={cx("flex w-full items-center gap-4 text-left", styles.button)}
        >
          {leading}
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className={styles.title}>{title}</span>
            {subtitle ? <span className="text-base font-normal text-navy-700">{subtitle}</span> : null}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cx("shrink-0 text-navy-600 motion-safe:transition-transform", styles.chevron, open && "rotate-180")}
          />
        </button>
      </Heading>
      <div
        id={panelId}
        role={region ? "region" : undefined}
        aria-labelledby={region ? buttonId : undefined}
        hidden={!open}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}

/** "single": opening an item closes the open one. "multiple": items open and close independently. */
export type DisclosureMode = "single" | "multiple";

/** The open ids after a click on `id`; in either mode a click on an open item closes it. */
export function toggleOpenIds(current: ReadonlySet<string>, id: string, mode: DisclosureMode): ReadonlySet<string> {
  if (current.has(id)) {
    const next = new Set(current);
    next.delete(id);
    return next;
  }
  return mode === "single" ? new Set([id]) : new Set(current).add(id);
}

/** The open state of a group of disclosures. */
export function useDisclosureGroup({
  mode = "multiple",
  initiallyOpen = [],
}: { mode?: DisclosureMode; initiallyOpen?: readonly string[] } = {}) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  return {
    isOpen: (id: string) => openIds.has(id),
    toggle: (id: string) => setOpenIds((current) => toggleOpenIds(current, id, mode)),
  };
}
