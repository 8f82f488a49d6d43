import { CircleAlert, CircleCheck, CircleDashed, CircleDot, CircleMinus } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "#app/lib/cx.ts";

export type StepState = "pending" | "done" | "waived" | "blocked";

export interface TimelineStep {
  id: string;
  label: string;
  state: StepState;
  /** What the state says in words ("Done Nov 3, 2026", "Not needed for this file"). */
  status: string;
  /** The step the file is waiting on: marked as next when it is pending. */
  next?: boolean;
  /** More under the status: a blocked step's reason, a recording reference. */
  detail?: ReactNode;
}

const LOOK: Record<StepState | "next", { icon: typeof CircleCheck; iconClass: string; statusClass: string }> = {
  done: { icon: CircleCheck, iconClass: "text-green-700", statusClass: "text-green-700" },
  waived: { icon: CircleMinus, iconClass: "text-navy-500", statusClass: "text-navy-700" },
  blocked: { icon: CircleAlert, iconClass: "text-red-700", statusClass: "text-red-700" },
  next: { icon: CircleDot, iconClass: "text-gold-700", statusClass: "text-gold-800" },
  pending: { icon: CircleDashed, iconClass: "text-navy-400", statusClass: "text-navy-600" },
};

/**
 * A file's steps in order, each with an icon and its state in words, so the state never rests on
 * colour or shape alone. The next step is marked for assistive technology as the current one.
 */
export function StepTimeline({ steps, label, className }: { steps: readonly TimelineStep[]; label: string; className?: string }) {
  return (
    <ol aria-label={label} className={cx("grid", className)}>
      {steps.map((step, index) => {
        const isNext = step.next === true && step.state !== "done" && step.state !== "waived";
        const look = LOOK[isNext && step.state === "pending" ? "next" : step.state];
        const Icon = look.icon;
        const last = index === steps.length - 1;
        return (
          <li key={step.id} aria-current={isNext ? "step" : undefined} className="relative flex gap-3 pb-5 last:pb-0">
            {last ? null : <span aria-hidden="true" className="absolute top-7 bottom-0 left-[0.6875rem] w-0.5 bg-cream-300" />}
            <Icon aria-hidden="true" className={cx("relative mt-0.5 size-6 shrink-0 bg-white", look.iconClass)} />
            <div className={cx("min-w-0 flex-1", isNext && "rounded-lg bg-gold-50 px-3 py-2 ring-1 ring-gold-200 -mt-1.5 -ml-1")}>
              <p className={cx("text-navy-950", step.state === "waived" ? "text-navy-700" : "", isNext && "font-semibold")}>{step.label}</p>
              <p className={cx("text-sm font-semibold", look.statusClass)}>{step.status}</p>
              {step.detail ? <div className="mt-1 text-sm text-navy-800 [overflow-wrap:anywhere]">{step.detail}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
