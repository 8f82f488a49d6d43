import { cx } from "#app/lib/cx.ts";

/** A labelled progress bar with its percentage in words beside it (colour is never the only cue). */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={cx("flex items-center gap-3", className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-cream-200 ring-1 ring-cream-300 ring-inset"
      >
        <div className="h-full rounded-full bg-navy-700" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true" className="w-24 shrink-0 text-right text-sm font-semibold text-navy-800">
        {percent}% done
      </span>
    </div>
  );
}
