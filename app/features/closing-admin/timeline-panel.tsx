import { Check, CircleDashed, Minus, OctagonAlert } from "lucide-react";
import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { cx } from "#app/lib/cx.ts";
import { toast } from "#app/lib/toast.ts";
import { needsOnlyDate, readySteps } from "#core/closing/milestones.ts";
import { formatDay } from "./closing-format.ts";
import { useMoveMilestone } from "./closing-queries.ts";
import type { ClosingMilestone, StaffClosingFile } from "#core/api/closing-file.ts";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { SectionCard } from "./section-card.tsx";
import { StepForm } from "./step-form.tsx";

/**
 * "Mark done": one tap on a step that is ready (its earlier steps settled) and records nothing but
 * its date. The server records today's date in Iowa; a refusal (no closing date yet…) shows under
 * the step, in the server's words.
 */
function MarkDone({ fileId, step, onRefused }: { fileId: string; step: ClosingMilestone; onRefused: (message: string | null) => void }) {
  const move = useMoveMilestone(fileId);
  // Awaited rather than mutate's callbacks: once done, the step is no longer ready and this button
  // unmounts, which would drop those callbacks (and the toast with them).
  const markDone = async () => {
    onRefused(null);
    try {
      await move.mutateAsync({ milestone: step.id, state: "done" });
      toast.success(`${step.label}: done`);
    } catch (error) {
      onRefused(error instanceof ApiError && error.isClientError ? error.message : "The step was not saved. Please try again.");
    }
  };
  return (
    <Button size="sm" onClick={() => void markDone()} busy={move.isPending} busyLabel="Saving..." aria-label={`Mark “${step.label}” done today`}>
      <Check aria-hidden="true" className="size-4" />
      Mark done
    </Button>
  );
}

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

function Step({ fileId, step, next, ready }: { fileId: string; step: ClosingMilestone; next: boolean; ready: boolean }) {
  const [moving, setMoving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const oneTap = ready && needsOnlyDate(step.id);
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
          <div className="flex flex-wrap gap-2 justify-self-start">
            {oneTap ? <MarkDone fileId={fileId} step={step} onRefused={setRefusal} /> : null}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setRefusal(null);
                setMoving(true);
              }}
              aria-label={`Update “${step.label}”`}
            >
              Update
            </Button>
          </div>
        )}
      </div>
      {refusal && !moving ? <FormAlert>{refusal}</FormAlert> : null}
      {moving ? <StepForm fileId={fileId} step={step} onDone={() => setMoving(false)} /> : null}
    </li>
  );
}

/**
 * Every step of the file with its state, the next one highlighted, "Mark done" on each ready step
 * that records only its date, and a small form to move any step another way.
 */
export function TimelinePanel({ file }: { file: StaffClosingFile }) {
  const ready = new Set(readySteps(file.milestones));
  return (
    <SectionCard title="Timeline">
      <ProgressBar value={file.progress_percent} label="Progress of this file" />
      <p className="text-navy-800">
        {file.completed_at ? "Every step is done: the file is complete." : file.next_label ? `Next: ${file.next_label}` : null}
      </p>
      <ol className="grid gap-3">
        {file.milestones.map((m) => (
          <Step key={m.id} fileId={file.id} step={m} next={m.id === file.next_milestone && !file.completed_at} ready={ready.has(m.id)} />
        ))}
      </ol>
    </SectionCard>
  );
}
