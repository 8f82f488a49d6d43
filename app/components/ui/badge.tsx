import type { ReactNode } from "react";
import { cx } from "#app/lib/cx.ts";

export type BadgeTone = "accent" | "neutral" | "success" | "danger" | "info" | "warning";

const TONES: Record<BadgeTone, string> = {
  accent: "bg-gold-100 text-gold-800 ring-gold-300",
  neutral: "bg-navy-50 text-navy-700 ring-navy-200",
  success: "bg-green-50 text-green-700 ring-green-100",
  danger: "bg-red-50 text-red-700 ring-red-100",
  info: "bg-blue-50 text-blue-800 ring-blue-200",
  warning: "bg-yellow-50 text-yellow-900 ring-yellow-300",
};

/** A short status or promotion label ("New", "Limited Time"). */
export function Badge({
  tone = "accent",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs leading-4 font-semibold ring-1 ring-inset",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
