// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import { CalendarClock, CalendarDays, Info } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import {
  EXCHANGE_DAYS,
  EXCHANGE_KEYS,
  IDENTIFICATION_DAYS,
  exchangeDeadlines,
  formatLongDate,
  parseExchangeQuery,
  weekdayName,
} from "#core/calculators/exchange-deadlines.ts";
import { Card } from "#app/components/ui/card.tsx";
import { CalculatorField } from "../kit/calculator-field.tsx";
import { CopyLinkButton } from "../kit/copy-link-button.tsx";
import { useQueryInputs } from "../kit/use-query-inputs.ts";

/** Anchor of the 1031 deadline calculator section. */
export const DEADLINE_CALCULATOR_ID = "deadline-calculator";

// No date until one is entered: the pre-rendered page shows the hint, not someone's deadlines.
const NO_DATE = { closing: "" };
const noDate = () => NO_DATE;

/**
 * 1031 deadlines: the sale closing date in, the 45-day identification and 180-day exchange
 * deadlines out, next to how they are counted.
 */
export function ExchangeDeadlineCalculator() {
  const { values, set, shareUrl } = useQueryInputs(EXCHANGE_KEYS, NO_DATE, noDate);
  const parsed = useMemo(() => parseExchangeQuery(values), [values]);
  const closing = parsed.ok ? parsed.closing : null;
  const deadlines = closing ? exchangeDeadlines(closing) : null;
  const error = parsed.ok ? undefined : parsed.errors.closing;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <Card className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-xl bg-navy-900 text-gold-300">
            <CalendarDays aria-hidden="true" className="size-6" />
          </span>
          <h3 className="text-xl font-semibold text-navy-950">Find your deadlines</h3>
        </div>
        <form noValidate aria-label="Your sale" onSubmit={(e) => e.preventDefault()}>
          <CalculatorField
            id="exchange-closing"
            label="Sale closing date"
            kind="date"
            hint="The day the sale of the property you are exchanging out of closes."
            value={values.closing}
            onChange={(value) => set("closing", value)}
            error={error}
          />
        </form>

        <div aria-live="polite">
          {deadlines ? (
            <dl className="grid gap-3 sm:grid-cols-2">
              <Deadline
                term={`${IDENTIFICATION_DAYS}-day identification deadline`}
                date={formatLongDate(deadlines.identification)}
                weekday={weekdayName(deadlines.identification)}
                what="Identify your replacement property in writing by this day."
              />
              <Deadline
                term={`${EXCHANGE_DAYS}-day exchange deadline`}
                date={formatLongDate(deadlines.exchange)}
                weekday={weekdayName(deadlines.exchange)}
                what="Close on your replacement property by this day."
              />
            </dl>
          ) : (
            <p className="rounded-xl border border-dashed border-navy-200 bg-navy-50 p-4 text-navy-800">
              {error
                ? "Correct the date above to see your deadlines."
                : `Enter your sale closing date to see your ${IDENTIFICATION_DAYS}-day and ${EXCHANGE_DAYS}-day deadlines.`}
            </p>
          )}
        </div>

        {deadlines ? (
          <>
            <ul className="flex flex-col gap-2 text-sm text-navy-800">
              <li className="flex gap-2">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
                <span>
                  If your tax return for the year of the sale (with extensions) is due before{" "}
                  {formatLongDate(deadlines.exchange)}, the exchange must be finished by that due date instead.
                </span>
              </li>
              <li className="flex gap-2">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
                <span>
                  These deadlines do not move for weekends or holidays: a deadline on a Saturday, a Sunday or a
                  holiday is still that day.
                </span>
              </li>
            </ul>
            <CopyLinkButton url={shareUrl} />
          </>
        ) : null}
      </Card>

      <Card className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-xl bg-navy-900 text-gold-300">
            <CalendarClock aria-hidden="true" className="size-6" />
          </span>
          <h3 className="text-xl font-semibold text-navy-950">How your deadlines are counted</h3>
        </div>
        <ul className="flex flex-col gap-3 text-navy-800">
          <li>
            <strong className="text-navy-950">{IDENTIFICATION_DAYS}-day identification deadline:</strong> the
            sale&apos;s closing date plus {IDENTIFICATION_DAYS} calendar days. By then you must identify the
            replacement property in writing to your qualified intermediary.
          </li>
          <li>
            <strong className="text-navy-950">{EXCHANGE_DAYS}-day exchange deadline:</strong> the closing date plus{" "}
            {EXCHANGE_DAYS} calendar days, or the due date of your tax return for that year (with extensions) if that
            comes first. The replacement purchase must close by then.
          </li>
          <li>Every calendar day counts, weekends and holidays included, and neither date moves for them.</li>
        </ul>
        <p className="text-navy-700">
          Filing your return before the {EXCHANGE_DAYS}th day? The exchange period ends when the return is due, so ask
          your tax adviser about an extension. Questions about your dates?{" "}
          <Link to="/contact" className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4">
            Contact our team
          </Link>
          .
        </p>
      </Card>
    </div>
  );
}

function Deadline({ term, date, weekday, what }: { term: string; date: string; weekday: string; what: string }) {
  return (
    <div className="rounded-xl border border-gold-200 bg-gold-50 p-4 text-navy-950">
      <dt className="text-sm font-semibold text-navy-800">{term}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-bold">{date}</span>
        <span className="block text-sm text-navy-800">
          A {weekday}. {what}
        </span>
      </dd>
    </div>
  );
}
