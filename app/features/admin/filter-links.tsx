import { Link } from "react-router";
import { cx } from "#app/lib/cx.ts";

/**
 * A row of filters as links (each filter is an address that can be bookmarked); the one in
 * effect is marked for the eye and for screen readers.
 */
export function FilterLinks<T extends string>({
  label,
  options,
  current,
  hrefFor,
}: {
  label: string;
  options: readonly (readonly [T, string])[];
  current: T;
  hrefFor: (value: T) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map(([value, text]) => {
          const active = value === current;
          return (
            <li key={value}>
              <Link
                to={hrefFor(value)}
                aria-current={active ? "true" : undefined}
                preventScrollReset
                className={cx(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold motion-safe:transition-colors",
                  active ? "border-navy-800 bg-navy-800 text-white" : "border-navy-300 bg-white text-navy-800 hover:border-navy-500 hover:bg-navy-50",
                )}
              >
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
