import type { ReactNode } from "react";
import { cx } from "#app/lib/cx.ts";

/**
 * band: a full-width navy strip, the text beside the actions on wide screens (service pages).
 * quiet-band: the same strip in the darkest navy with lighter type, for a single action whose
 *   button spans the width on phones (process overview).
 * panel: a rounded navy box in the page column, everything centred (offer pages).
 */
export type CtaBandLayout = "band" | "quiet-band" | "panel";

interface LayoutClasses {
  section: string;
  inner: string;
  text?: string;
  heading: string;
  body: string;
  actions: string;
}

const LAYOUTS: Record<CtaBandLayout, LayoutClasses> = {
  band: {
    section: "on-dark bg-navy-900",
    inner: "page-container flex flex-col gap-6 py-14 sm:py-16 lg:flex-row lg:items-center lg:justify-between",
    text: "max-w-2xl",
    heading: "text-2xl font-bold tracking-tight text-cream-50 sm:text-3xl",
    body: "mt-3 text-lg text-navy-100",
    actions: "flex flex-wrap gap-3",
  },
  "quiet-band": {
    section: "bg-navy-950 py-14 text-cream-50 sm:py-16",
    inner: "page-container on-dark flex flex-col gap-6 md:flex-row md:items-center md:justify-between",
    heading: "text-2xl font-semibold tracking-tight sm:text-3xl",
    body: "mt-2 max-w-2xl text-navy-200",
    actions: "flex flex-col",
  },
  panel: {
    section: "page-container pb-16 sm:pb-24",
    inner: "on-dark rounded-3xl bg-navy-950 px-6 py-12 text-center sm:px-12",
    heading: "text-3xl font-bold tracking-tight text-cream-100",
    body: "mx-auto mt-3 max-w-2xl text-lg text-navy-200",
    actions: "mt-8 flex flex-wrap justify-center gap-3",
  },
};

/**
 * A page's closing call to action: a heading (which names the section), a sentence and the
 * actions, light on navy; on the dark ground the focus ring turns gold (`on-dark`).
 */
export function CtaBand({
  id,
  heading,
  body,
  actions,
  layout = "band",
  className,
  children,
}: {
  /** The heading's id. */
  id: string;
  heading: ReactNode;
  body: ReactNode;
  actions: ReactNode;
  layout?: CtaBandLayout;
  /** Extra classes for the section, e.g. top padding for a panel that follows a tinted section. */
  className?: string;
  /** Shown after the actions, e.g. a panel's trust claims. */
  children?: ReactNode;
}) {
  const styles = LAYOUTS[layout];
  return (
    <section aria-labelledby={id} className={cx(styles.section, className)}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.body}>{body}</p>
        </div>
        <div className={styles.actions}>{actions}</div>
        {children}
      </div>
    </section>
  );
}
