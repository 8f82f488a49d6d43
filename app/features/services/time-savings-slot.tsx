import { Calculator } from "lucide-react";
import { Link } from "react-router";
import {
  DEFAULT_TRANSACTIONS,
  HOURLY_VALUE,
  TIME_SAVINGS_TASKS,
  hoursPerTransaction,
  timeSavings,
} from "../../../core/calculators/time-savings.ts";
import { Card } from "../../components/ui/card.tsx";
import { formatUsdWhole } from "./format.ts";

/** Anchor of the ROI / time-savings calculator section. */
export const ROI_CALCULATOR_ID = "roi-calculator";

/**
 * SLOT for the time-savings (ROI) calculator of issue #5. Until it lands, the rule in words:
 * the hours per task and a worked example for ten transactions a month.
 */
export function TimeSavingsSlot() {
  const perFile = hoursPerTransaction();
  const example = timeSavings(DEFAULT_TRANSACTIONS);
  return (
    <Card className="flex flex-col gap-5" data-slot="roi-calculator">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-navy-900 text-gold-300">
          <Calculator aria-hidden="true" className="size-6" />
        </span>
        <h3 className="text-xl font-semibold text-navy-950">How we estimate your savings</h3>
      </div>
      <table className="w-full text-left text-navy-800">
        <caption className="sr-only">Hours of agent time per transaction, by task</caption>
        <thead>
          <tr className="border-b border-cream-300 text-sm text-navy-700">
            <th scope="col" className="py-2 font-semibold">
              Task
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Hours per transaction
            </th>
          </tr>
        </thead>
        <tbody>
          {TIME_SAVINGS_TASKS.map((task) => (
            <tr key={task.id} className="border-b border-cream-200">
              <th scope="row" className="py-2 font-medium">
                {task.name}
              </th>
              <td className="py-2 text-right">{task.timePerTransaction}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 font-semibold text-navy-950">
              Total
            </th>
            <td className="py-2 text-right font-semibold text-navy-950">{perFile}</td>
          </tr>
        </tfoot>
      </table>
      <p className="rounded-xl bg-gold-50 p-4 text-navy-900">
        <strong>Example:</strong> {DEFAULT_TRANSACTIONS} transactions a month × {perFile} hours ={" "}
        <strong>{example.hours} hours</strong> saved. At {formatUsdWhole(HOURLY_VALUE)} an hour of your time, that is{" "}
        <strong>{formatUsdWhole(example.dollars)}</strong> a month.
      </p>
      <p className="text-navy-700">
        Want the numbers for your own business?{" "}
        <Link to="/contact" className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4">
          Ask us for an estimate
        </Link>
        .
      </p>
    </Card>
  );
}
