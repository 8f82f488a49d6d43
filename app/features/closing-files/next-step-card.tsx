import { CircleAlert, CircleCheck, CircleDot } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatDay } from "#app/lib/closing-format.ts";
import { cx } from "#app/lib/cx.ts";
import type { PartyClosingFile } from "#core/api/closing-file.ts";

/** What the file is waiting on, called out above everything else; a blocked step says why. */
export function NextStepCard({ file }: { file: PartyClosingFile }) {
  const next = file.milestones.find((m) => m.id === file.next_milestone);
  const blocked = next?.state === "blocked";
  const complete = file.completed_at !== null;
  const Icon = complete ? CircleCheck : blocked ? CircleAlert : CircleDot;
  return (
    <section
      aria-labelledby="next-step-heading"
      className={cx(
        "flex gap-4 rounded-2xl border p-5 shadow-card",
        complete ? "border-green-100 bg-green-50" : blocked ? "border-red-100 bg-red-50" : "border-gold-300 bg-gold-50",
      )}
    >
      <Icon aria-hidden="true" className={cx("mt-1 size-7 shrink-0", complete ? "text-green-700" : blocked ? "text-red-700" : "text-gold-800")} />
      <div className="min-w-0">
        <h2 id="next-step-heading" className="text-sm font-semibold tracking-wide text-navy-700 uppercase">
          {complete ? "File complete" : "Next step"}
        </h2>
        {complete ? (
          <p className="mt-1 text-lg font-semibold text-navy-950">Every step is done or waived (completed {formatDay(file.completed_at!)}).</p>
        ) : (
          <>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold text-navy-950">
              {file.next_label ?? next?.label ?? "—"}
              {blocked ? <Badge tone="danger">Blocked</Badge> : null}
            </p>
            {blocked && next?.reason ? <p className="mt-1 text-navy-900 [overflow-wrap:anywhere]">Held up: {next.reason}</p> : null}
          </>
        )}
      </div>
    </section>
  );
}
