import { useRef, useState, type FormEvent } from "react";
import { MILESTONE_MESSAGES, milestone, milestoneChangeSchema, type MilestoneChange, type MilestoneState } from "#core/closing/milestones.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";
import { toast } from "#app/lib/toast.ts";
import { todayInIowa } from "./closing-format.ts";
import { useMoveMilestone } from "./closing-queries.ts";
import type { ClosingMilestone } from "#core/api/closing-file.ts";
import { zodFields } from "./file-form-values.ts";

type Field = "date" | "reason" | "objections" | "recording_reference";

const STATE_WORDS: Record<MilestoneState, string> = { done: "Done", blocked: "Blocked", pending: "Not done (pending)", waived: "Waived (not needed)" };

/** The moves this step offers: never to where it is (a blocked step may get a new reason); waived only where allowed. */
function choicesFor(step: ClosingMilestone): MilestoneState[] {
  const all: MilestoneState[] = ["done", "blocked", "pending", ...(step.waivable ? (["waived"] as const) : [])];
  return all.filter((s) => s !== step.state || s === "blocked");
}

/**
 * One move of one step (milestoneChangeSchema): done needs the date and the step's detail (the
 * recording reference; the title opinion's number of objections, left empty, is counted from its
 * opinion objection requests), blocked the reason. The server's refusal (409: earlier steps
 * missing, later steps settled, requests still open…) is shown here, in its words.
 */
export function StepForm({ fileId, step, onDone }: { fileId: string; step: ClosingMilestone; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const move = useMoveMilestone(fileId);
  const choices = choicesFor(step);
  const [state, setState] = useState<MilestoneState>(choices[0]!);
  const [values, setValues] = useState<Record<Field, string>>({ date: todayInIowa(), reason: step.reason ?? "", objections: "", recording_reference: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const detail = milestone(step.id).detail;

  const change = (): MilestoneChange => ({
    milestone: step.id,
    state,
    ...(state === "done" ? { date: values.date || undefined } : {}),
    ...(state === "blocked" ? { reason: values.reason } : {}),
    ...(state === "done" && detail === "objections" && values.objections.trim() !== ""
      ? { objections: /^\d+$/.test(values.objections.trim()) ? Number(values.objections) : -1 }
      : {}),
    ...(state === "done" && detail === "recording_reference" ? { recording_reference: values.recording_reference } : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const body = change();
    const local = milestoneChangeSchema.safeParse(body);
    // The API takes a done step without a date as done today ("Mark done"); this form asks for it.
    const dateMissing = state === "done" && !values.date ? { date: MILESTONE_MESSAGES.dateRequired } : {};
    if (!local.success || Object.keys(dateMissing).length > 0) {
      setErrors({ ...(local.success ? {} : (zodFields(local.error) as Partial<Record<Field, string>>)), ...dateMissing });
      return focusFirstInvalid(formRef.current);
    }
    setErrors({});
    try {
      await move.mutateAsync(local.data);
      toast.success(`${step.label}: ${STATE_WORDS[state].toLowerCase()}`);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Partial<Record<Field, string>>);
        focusFirstInvalid(formRef.current);
      } else {
        setRefusal(error instanceof ApiError && error.isClientError ? error.message : "The step was not saved. Please try again.");
      }
    }
  };

  const field = (name: Field) => ({
    id: `step-${step.id}-${name}`,
    value: values[name],
    error: errors[name],
    readOnly: move.isPending,
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });

  return (
    <form ref={formRef} noValidate aria-label={`Move “${step.label}”`} onSubmit={(e) => void submit(e)} className="grid gap-4 rounded-xl border border-cream-300 bg-cream-50 p-4">
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-navy-900">Mark this step</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {choices.map((s) => (
            <label key={s} className="inline-flex min-h-11 items-center gap-2 text-navy-900">
              <input type="radio" name={`state-${step.id}`} value={s} checked={state === s} onChange={() => setState(s)} disabled={move.isPending} className="size-4 accent-navy-800" />
              {STATE_WORDS[s]}
            </label>
          ))}
        </div>
      </fieldset>
      {state === "done" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field control="date" label="Date done" required {...field("date")} />
          {detail === "objections" ? (
            <Field
              label="Objections in the opinion"
              inputMode="numeric"
              hint="Leave empty to count the opinion objections entered as requests (not waived)"
              {...field("objections")}
            />
          ) : null}
          {detail === "recording_reference" ? (
            <Field label="Recording reference" required hint="Book and page, or instrument number" {...field("recording_reference")} />
          ) : null}
        </div>
      ) : null}
      {state === "blocked" ? <Field control="textarea" label="What is holding it up" required rows={2} maxLength={300} hint="Who owes what, and by when" {...field("reason")} /> : null}
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={move.isPending} busyLabel="Saving...">
          Save step
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={move.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
