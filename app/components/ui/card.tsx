import type { HTMLAttributes } from "react";
import { cx } from "#app/lib/cx.ts";

/** A surface with a subtle border and shadow; the building block of page sections. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("rounded-2xl border border-cream-300 bg-white p-6 shadow-card", className)} {...rest} />;
}
