import { BadgeCheck, ShieldCheck } from "lucide-react";
import { GUARANTEE } from "#core/site/claims.ts";
import { cx } from "#app/lib/cx.ts";

/** The guarantee the spec repeats across pages, worded once. */
export function SatisfactionGuarantee({ className, headingId = "guarantee-heading" }: { className?: string; headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className={cx("rounded-2xl border border-cream-300 bg-white p-6 shadow-card", className)}>
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold text-navy-950">
        <ShieldCheck aria-hidden="true" className="size-7 text-green-700" />
        {GUARANTEE.title}
      </h2>
      <p className="mt-3 text-navy-800">{GUARANTEE.promise}</p>
      <p className="mt-3 flex gap-2 text-navy-800">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        <span>{GUARANTEE.fees}</span>
      </p>
    </section>
  );
}
