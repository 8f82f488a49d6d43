import type { ReactNode } from "react";
import { cx } from "#app/lib/cx.ts";

/** The h2 and intro line that open each home page section. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  center = false,
  onDark = false,
}: {
  id: string;
  eyebrow?: string;
  heading: ReactNode;
  intro?: ReactNode;
  center?: boolean;
  onDark?: boolean;
}) {
  return (
    <div className={cx("max-w-3xl", center && "mx-auto text-center")}>
      {eyebrow ? (
        <p className={cx("mb-2 text-sm font-semibold tracking-wide uppercase", onDark ? "text-gold-300" : "text-gold-800")}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cx(
          "text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          onDark ? "text-cream-50" : "text-navy-950",
        )}
      >
        {heading}
      </h2>
      {intro ? (
        <p className={cx("mt-4 text-lg text-pretty", onDark ? "text-navy-100" : "text-navy-700")}>{intro}</p>
      ) : null}
    </div>
  );
}
