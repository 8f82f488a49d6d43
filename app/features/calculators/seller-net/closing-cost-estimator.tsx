import { IOWA_FEES } from "#core/calculators/iowa-fees.ts";
import { FEES_AS_OF, type SheetLine } from "#core/calculators/sheet-lines.ts";
import { Card } from "#app/components/ui/card.tsx";
import { ResultTable } from "../kit/result-table.tsx";

/** "$750,000": the fee schedule's round amounts, in cents, without the cents. */
const wholeUsd = (cents: number) => `$${(cents / 100).toLocaleString("en-US")}`;

export const CLOSING_COSTS_SECTION_ID = "closing-costs";

/**
 * The companion estimator: the five Iowa title and closing fees for the price entered above,
 * plus the taxes prorated from the proration date to the closing date.
 */
export function ClosingCostEstimator({ lines }: { lines: SheetLine[] | null }) {
  return (
    <section
      id={CLOSING_COSTS_SECTION_ID}
      aria-labelledby="closing-costs-heading"
      className="scroll-mt-24 bg-cream-100 print:hidden"
    >
      <div className="page-container grid items-start gap-8 py-14 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <div>
          <h2 id="closing-costs-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
            Closing-cost estimate
          </h2>
          <p className="mt-2 max-w-2xl text-navy-700">
            The title and closing fees for a sale at your price, plus the property taxes prorated to your closing date.
            It uses the sales price, annual taxes and dates you entered in the calculator above.
          </p>
          <ul className="mt-5 grid max-w-2xl list-disc gap-2 pl-5 text-navy-800">
            <li>
              The Iowa Title Guaranty fee is {wholeUsd(IOWA_FEES.titleGuarantyBase)} for prices up to{" "}
              {wholeUsd(IOWA_FEES.titleGuarantyBaseLimit)}, plus {wholeUsd(IOWA_FEES.titleGuarantyPerThousandAbove)} for
              each $1,000 (or part of it) above that.
            </li>
            <li>The other four fees do not depend on the price.</li>
            <li>Prorated taxes are the annual taxes divided by 365, times the days from the proration date to closing.</li>
          </ul>
        </div>
        <Card className="flex flex-col gap-4">
          <h3 className="text-xl font-semibold text-navy-950">Estimated closing costs</h3>
          {lines ? (
            <ResultTable caption="Closing-cost estimate" lines={lines} />
          ) : (
            <p className="text-navy-700">Correct the highlighted field in the calculator to see this estimate.</p>
          )}
          <p className="text-sm text-navy-700">Iowa fees as of {FEES_AS_OF}.</p>
        </Card>
      </div>
    </section>
  );
}
