// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import { Calculator } from "lucide-react";
import { useMemo } from "react";
import { formatUsd } from "#core/calculators/money.ts";
import {
  HOURLY_VALUE,
  MAX_TRANSACTIONS,
  MIN_TRANSACTIONS,
  TIME_SAVINGS_DEFAULTS,
  TIME_SAVINGS_KEYS,
  TIME_SAVINGS_TASKS,
  hoursPerTransaction,
  readTimeSavingsQuery,
  taskIdsText,
  timeSavings,
  timeSavingsQuery,
  type TaskId,
} from "#core/calculators/time-savings.ts";
import { Card } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { CopyLinkButton } from "../kit/copy-link-button.tsx";
import { useQueryInputs } from "../kit/use-query-inputs.ts";

/** Anchor of the ROI / time-savings calculator section. */
export const ROI_CALCULATOR_ID = "roi-calculator";

// The pre-rendered page shows the default result (10 transactions, every task).
const DEFAULT_TEXT = timeSavingsQuery(TIME_SAVINGS_DEFAULTS);
const defaultText = () => DEFAULT_TEXT;

const HOURS = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const hoursText = (hours: number) => `${HOURS.format(hours)} ${hours === 1 ? "hour" : "hours"}`;

/**
 * Time savings (ROI): transactions per month and the tasks a coordinator takes over in, the
 * hours given back and what they are worth at $50 an hour out. A count outside 1–50 keeps its
 * text and message, and the result uses the nearest allowed count (core's readTransactions).
 */
export function TimeSavingsCalculator() {
  const { values, set, shareUrl } = useQueryInputs(TIME_SAVINGS_KEYS, DEFAULT_TEXT, defaultText);
  const { input, errors } = useMemo(() => readTimeSavingsQuery(values), [values]);
  const perTransaction = hoursPerTransaction(input.tasks);
  const exactHours = input.transactions * perTransaction;
  const result = timeSavings(input.transactions, input.tasks);

  function toggle(id: TaskId, checked: boolean) {
    set("tasks", taskIdsText(checked ? [...input.tasks, id] : input.tasks.filter((t) => t !== id)));
  }

  return (
    <Card className="flex flex-col gap-6">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-navy-900 text-gold-300">
          <Calculator aria-hidden="true" className="size-6" />
        </span>
        <h3 className="text-xl font-semibold text-navy-950">Your time savings</h3>
      </div>

      <form noValidate aria-label="Your transactions" onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <Field
            id="roi-transactions"
            label="Transactions per month"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            hint={`From ${MIN_TRANSACTIONS} to ${MAX_TRANSACTIONS}.`}
            value={values.tx}
            onChange={(e) => set("tx", e.currentTarget.value)}
            error={errors.tx}
            className="max-w-48"
          />
          <input
            type="range"
            aria-label="Adjust transactions per month"
            aria-valuetext={`${input.transactions} ${input.transactions === 1 ? "transaction" : "transactions"}`}
            min={MIN_TRANSACTIONS}
            max={MAX_TRANSACTIONS}
            step={1}
            value={input.transactions}
            onChange={(e) => set("tx", e.currentTarget.value)}
            className="h-11 w-full cursor-pointer accent-navy-900"
          />
        </div>

        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">Tasks we take off your plate</legend>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {TIME_SAVINGS_TASKS.map((task) => (
              <li key={task.id} className="rounded-xl border border-cream-300 bg-cream-50 p-3">
                <label className="flex cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    name="tasks"
                    value={task.id}
                    checked={input.tasks.includes(task.id)}
                    onChange={(e) => toggle(task.id, e.currentTarget.checked)}
                    aria-describedby={`roi-task-${task.id}`}
                    className="mt-0.5 size-5 shrink-0 cursor-pointer accent-navy-900"
                  />
                  <span className="flex flex-col">
                    <span className="font-semibold text-navy-950">{task.name}</span>
                    <span className="text-sm text-navy-700">{hoursText(task.timePerTransaction)} per transaction</span>
                  </span>
                </label>
                <p id={`roi-task-${task.id}`} className="mt-1 pl-8 text-sm text-navy-700">
                  {task.description}
                </p>
              </li>
            ))}
          </ul>
        </fieldset>
      </form>

      <div aria-live="polite" className="rounded-xl border border-gold-200 bg-gold-50 p-4 text-navy-950">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-navy-800">Hours saved each month</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">{hoursText(result.hours)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-navy-800">What that time is worth each month</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">{formatUsd(result.dollars * 100)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-navy-800">
          {input.tasks.length === 0
            ? "Tick at least one task to see what a coordinator saves you."
            : `${input.transactions} ${input.transactions === 1 ? "transaction" : "transactions"} × ${hoursText(perTransaction)} = ${hoursText(exactHours)}${
                exactHours === result.hours ? "" : `, rounded to ${HOURS.format(result.hours)}`
              }, at $${HOURLY_VALUE} an hour of your time.`}
        </p>
      </div>

      <CopyLinkButton url={shareUrl} />
    </Card>
  );
}
