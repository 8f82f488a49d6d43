/** How far along a file is, as a bar with its percentage in words. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 w-full min-w-24 overflow-hidden rounded-full bg-cream-200"
      >
        <div className="h-full rounded-full bg-navy-700" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-navy-700 tabular-nums">{percent}% done</span>
    </div>
  );
}
