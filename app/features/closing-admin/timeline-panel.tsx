import { Check, CircleDashed, Minus, OctagonAlert } from "lucide-react";
import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/lib/cx.ts";
import { formatDay } from "./closing-format.ts";
import type { ClosingMilestone, StaffClosingFile } from "#core/api/closing-file.ts";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { SectionCard } from "./section-card.tsx";
import { StepForm } from "./step-form.tsx";

function StateMark({ step }: { step: ClosingMilestone }) {
  const mark = "size-5 shrink-0";
  if (step.state === "done") return <Check aria-hidden="true" className={cx(mark, "text-green-700")} />;
  if (step.state === "waived") return <Minus aria-hidden="true" className={cx(mark, "text-navy-600")} />;
  if (step.state === "blocked") return <OctagonAlert aria-hidden="true" className={cx(mark, "text-red-700")} />;
  return <CircleDashed aria-hidden="true" className={cx(mark, "text-navy-500")} />;
}

function StateText({ step }: { step: ClosingMilestone }) {
  if (step.state === "done") return <Badge tone="success">Done{step.done_on ? ` ${formatDay(step.done_on)}` : ""}</Badge>;
  if (step.state === "waived") return <Badge tone="neutral">Waived</Badge>;
  if (step.state === "blocked") return <Badge tone="danger">Blocked</Badge>;
  return <Badge tone="neutral">Pending</Badge>;
}

function Step({ fileId, step, next }: { fileId: string; step: ClosingMilestone; next: boolean }) {
  const [moving, setMoving] = useState(false);
  return (
    <li
      aria-current={next ? "step" : undefined}
      className={cx("grid gap-3 rounded-xl border p-4", next ? "border-gold-500 bg-gold-50" : "border-cream-300 bg-white")}
    >
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <div className="flex gap-3">
          <StateMark step={step} />
          <div className="grid gap-1">
            <p className="font-semibold text-navy-950">
              {step.label}
              {next ? <span className="ml-2 text-sm font-semibold text-gold-800">Next step</span> : null}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <StateText step={step} />
              {step.objections !== null && step.state === "done" ? (
                <span className="text-sm text-navy-800">
                  {step.objections} {step.objections === 1 ? "objection" : "objections"}
                </span>
              ) : null}
              {step.recording_reference && step.state === "done" ? <span className="text-sm text-navy-800">Recorded: {step.recording_reference}</span> : null}
            </div>
            {step.state === "blocked" && step.reason ? <p className="text-sm text-red-700">Reason: {step.reason}</p> : null}
          </div>
        </div>
        {moving ? null : (
          <Button variant="secondary" size="sm" onClick={() => setMoving(true)} aria-label={`Update “${step.label}”`} className="justify-self-start">
            Update
          </Button>
        )}
      </div>
      {moving ? <StepForm fileId={fileId} step={step} onDone={() => setMoving(false)} /> : null}
    </li>
  );
}

/** Every step of the file with its state, the next one highlighted, and a small form to move each. */
export function TimelinePanel({ file }: { file: StaffClosingFile }) {
  return (
    <SectionCard title="Timeline">
      <ProgressBar value={file.progress_percent} label="Progress of this file" />
      <p className="text-navy-800">
        {file.completed_at ? "Every step is done: the file is complete." : file.next_label ? `Next: ${file.next_label}` : null}
      </p>
      <ol className="grid gap-3">
        {file.milestones.map((m) => (
          <Step key={m.id} fileId={file.id} step={m} next={m.id === file.next_milestone && !file.completed_at} />
        ))}
      </ol>
    </SectionCard>
  );
}
