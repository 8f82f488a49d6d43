import { ShieldAlert } from "lucide-react";
import { WIRE_FRAUD } from "#core/site/claims.ts";
import { SITE } from "#core/site/settings.ts";
import { cx } from "#app/lib/cx.ts";

/**
 * The wire-fraud warning shown wherever money changes hands (home, cash, 1031, get started, footer).
 * The footer's compact notice is the complementary landmark of that name; on a page the full
 * notice is a section (region) with its own h2, so the two landmarks never share role and name.
 */
export function WireFraudNotice({ className, compact = false }: { className?: string; compact?: boolean }) {
  const Tag = compact ? "aside" : "section";
  return (
    <Tag
      aria-labelledby={compact ? undefined : "wire-fraud-heading"}
      aria-label={compact ? WIRE_FRAUD.title : undefined}
      className={cx("flex gap-3 rounded-2xl border border-red-100 bg-red-50 p-5 text-navy-900", className)}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
      <div>
        {compact ? (
          <p className="font-semibold">{WIRE_FRAUD.title}</p>
        ) : (
          <h2 id="wire-fraud-heading" className="text-lg font-bold">
            {WIRE_FRAUD.title}
          </h2>
        )}
        <p className={cx("mt-1", compact ? "text-sm" : "")}>
          {WIRE_FRAUD.body}{" "}
          <a href={SITE.phoneHref} className="font-semibold underline underline-offset-2">
            {SITE.phone}
          </a>
        </p>
      </div>
    </Tag>
  );
}
