import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import {
  EXAMPLE_CLOSING,
  EXCHANGE_DAYS,
  IDENTIFICATION_DAYS,
  exchangeDeadlines,
  formatLongDate,
} from "../../../core/calculators/exchange-deadlines.ts";
import { Card } from "../../components/ui/card.tsx";

/** Anchor of the 1031 deadline calculator section. */
export const DEADLINE_CALCULATOR_ID = "deadline-calculator";

/**
 * SLOT for the 1031 deadline calculator of issue #5. Until it lands, the rule in words with a
 * worked example (a sale closing on March 15, 2025).
 */
export function ExchangeDeadlineSlot() {
  const example = exchangeDeadlines(EXAMPLE_CLOSING);
  return (
    <Card className="flex max-w-3xl flex-col gap-5" data-slot="deadline-calculator">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-navy-900 text-gold-300">
          <CalendarClock aria-hidden="true" className="size-6" />
        </span>
        <h3 className="text-xl font-semibold text-navy-950">How your deadlines are counted</h3>
      </div>
      <ul className="flex flex-col gap-3 text-navy-800">
        <li>
          <strong className="text-navy-950">{IDENTIFICATION_DAYS}-day identification deadline:</strong> the sale&apos;s
          closing date plus {IDENTIFICATION_DAYS} calendar days. By then you must identify the replacement property in
          writing to your qualified intermediary.
        </li>
        <li>
          <strong className="text-navy-950">{EXCHANGE_DAYS}-day exchange deadline:</strong> the closing date plus{" "}
          {EXCHANGE_DAYS} calendar days, or the due date of your tax return for that year (with extensions) if that
          comes first. The replacement purchase must close by then.
        </li>
        <li>Neither date moves for a weekend or a holiday.</li>
      </ul>
      <dl className="grid gap-3 rounded-xl bg-gold-50 p-4 text-navy-900 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-navy-700">Sale closes</dt>
          <dd className="text-lg font-bold">{formatLongDate(EXAMPLE_CLOSING)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-navy-700">Identify by ({IDENTIFICATION_DAYS} days)</dt>
          <dd className="text-lg font-bold">{formatLongDate(example.identification)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-navy-700">Close purchase by ({EXCHANGE_DAYS} days)</dt>
          <dd className="text-lg font-bold">{formatLongDate(example.exchange)}</dd>
        </div>
      </dl>
      <p className="text-navy-700">
        Filing your return before the {EXCHANGE_DAYS}th day? The exchange period ends when the return is due, so ask
        your tax adviser about an extension. Questions about your dates?{" "}
        <Link to="/contact" className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4">
          Contact our team
        </Link>
        .
      </p>
    </Card>
  );
}
