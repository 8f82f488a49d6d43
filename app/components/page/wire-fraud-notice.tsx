import { ShieldAlert } from "lucide-react";
import { WIRE_FRAUD_ADVICE, WIRE_FRAUD_POLICY, WIRE_FRAUD_TITLE } from "#core/content/wire-fraud.ts";
import { SITE } from "#core/site/settings.ts";
import { cx } from "#app/lib/cx.ts";

/**
 * The wire-fraud warning (its one wording, core/content/wire-fraud.ts) shown wherever money changes hands (home, cash, 1031, get started, footer).
 * The footer's compact notice is the complementary landmark of that name; on a page the full
 * notice is a section (region) with its own h2, so the two landmarks never share role and name.
 */
export function WireFraudNotice({ className, compact = false }: { className?: string; compact?: boolean }) {
  const Tag = compact ? "aside" : "section";
  return (
    <Tag
      aria-labelledby={compact ? undefined : "wire-fraud-heading"}
      aria-label={compact ? WIRE_FRAUD_TITLE : undefined}
      className={cx("flex gap-3 rounded-2xl border border-red-100 bg-red-50 p-5 text-navy-900", className)}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
      <div>
        {compact ? (
          <p className="font-semibold">{WIRE_FRAUD_TITLE}</p>
        ) : (
          <h2 id="wire-fraud-heading" className="text-lg font-bold">
            {WIRE_FRAUD_TITLE}
          </h2>
        )}
        <p className={cx("mt-1", compact ? "text-sm" : "")}>
          {WIRE_FRAUD_POLICY} {WIRE_FRAUD_ADVICE.before}{" "}
          <a href={SITE.phoneHref} className="font-semibold underline underline-offset-2">
            {SITE.phone}
          </a>
          {WIRE_FRAUD_ADVICE.after}
        </p>
      </div>
    </Tag>
  );
}
