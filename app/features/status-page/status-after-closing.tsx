import { CircleCheck, CircleDashed, FileCheck, Phone } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { formatDay } from "#app/lib/closing-format.ts";
import type { StatusPage } from "#core/api/status-page.ts";

type AfterClosing = NonNullable<StatusPage["after_closing"]>;

/**
 * Once the file is closed and disbursed the appointment is past: in its place, what still happens
 * (recording, the final title work, the certificates), what to keep, and whom to call. The words
 * are core's (core/closing/status-after-closing.ts).
 */
export function AfterClosingSection({ afterClosing }: { afterClosing: AfterClosing }) {
  return (
    <Card role="region" aria-labelledby="status-after-heading">
      <h2 id="status-after-heading" className="text-xl font-bold text-navy-950">
        What comes after closing
      </h2>
      <ol aria-label="What still happens" className="mt-3 grid gap-3">
        {afterClosing.steps.map((step) => {
          const done = step.state === "done";
          const Icon = done ? CircleCheck : CircleDashed;
          return (
            <li key={step.id} className="flex gap-3">
              <Icon aria-hidden="true" className={done ? "mt-0.5 size-6 shrink-0 text-green-700" : "mt-0.5 size-6 shrink-0 text-navy-400"} />
              <div className="min-w-0">
                <p className="font-semibold text-navy-950">{step.title}</p>
                <p className={done ? "text-sm font-semibold text-green-700" : "text-sm font-semibold text-navy-600"}>
                  {done ? (step.done_on ? `Done ${formatDay(step.done_on)}` : "Done") : "Coming up"}
                </p>
                <p className="mt-1 text-navy-800">{step.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <h3 className="mt-6 text-lg font-bold text-navy-950">What to keep</h3>
      <ul className="mt-2 grid gap-3">
        {afterClosing.keep.map((item) => (
          <li key={item.title} className="flex gap-3">
            <FileCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
            <p className="min-w-0 text-navy-800">
              <span className="font-semibold text-navy-950">{item.title}. </span>
              {item.text}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex items-start gap-2 text-navy-900">
        <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
        <span>{afterClosing.call}</span>
      </p>
    </Card>
  );
}
