import { Card } from "#app/components/ui/card.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { StepTimeline, type TimelineStep } from "#app/components/ui/step-timeline.tsx";
import { formatDay } from "#app/lib/closing-format.ts";
import type { ClosingMilestone, PartyClosingFile } from "#core/api/closing-file.ts";

function statusOf(m: ClosingMilestone, isNext: boolean): string {
  if (m.state === "done") return m.done_on ? `Done ${formatDay(m.done_on)}` : "Done";
  if (m.state === "waived") return "Waived: not needed for this file";
  if (m.state === "blocked") return "Blocked";
  return isNext ? "Next step" : "Not started";
}

function detailOf(m: ClosingMilestone) {
  if (m.state === "blocked" && m.reason) return <p>Held up: {m.reason}</p>;
  if (m.state === "waived" && m.reason) return <p>Why: {m.reason}</p>;
  if (m.state !== "done") return null;
  if (m.objections !== null) return <p>{m.objections === 0 ? "No objections in the opinion" : `Objections in the opinion: ${m.objections}`}</p>;
  if (m.recording_reference) return <p>Recorded as {m.recording_reference}</p>;
  return null;
}

/** The file's twelve steps, from the order to the title guaranty certificates, with the overall progress. */
export function FileTimeline({ file }: { file: PartyClosingFile }) {
  const steps: TimelineStep[] = file.milestones.map((m) => {
    const isNext = m.id === file.next_milestone && !file.completed_at;
    return { id: m.id, label: m.label, state: m.state, status: statusOf(m, isNext), next: isNext, detail: detailOf(m) };
  });
  return (
    <Card role="region" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="text-xl font-bold text-navy-950">
        Timeline
      </h2>
      <ProgressBar className="mt-3" value={file.progress_percent} label="Progress of this file" />
      <StepTimeline className="mt-6" steps={steps} label="Steps of this closing file" />
    </Card>
  );
}
