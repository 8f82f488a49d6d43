import { cx } from "#app/lib/cx.ts";

/** A spinner with a visible label, announced as a status ("Checking authentication", "Loading…"). */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cx("flex min-h-[50vh] items-center justify-center py-24", className)}>
      <p role="status" className="flex items-center gap-3 text-lg text-navy-700">
        <span
          aria-hidden="true"
          className="size-5 rounded-full border-2 border-navy-200 border-t-navy-700 motion-safe:animate-spin"
        />
        {label}
      </p>
    </div>
  );
}
