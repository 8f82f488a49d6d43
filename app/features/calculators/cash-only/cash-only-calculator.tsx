// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import { CircleAlert, Info } from "lucide-react";
import { useMemo } from "react";
import { formatLongDate } from "#core/calculators/calendar-date.ts";
import { CASH_ONLY_DISCLAIMERS, cashOnly, cashOnlyQuery, type CashOnlyKey } from "#core/calculators/cash-only.ts";
import {
  cashClosingFeeLines,
  cashNeededLine,
  cashOnlyDetails,
  cashPurchaseSummaryLines,
  sellerTransferTaxLine,
} from "#core/calculators/cash-only-lines.ts";
import { formatUsd } from "#core/calculators/money.ts";
import { FEES_AS_OF } from "#core/calculators/sheet-lines.ts";
import { WireFraudNotice } from "#app/components/page/wire-fraud-notice.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CalculatorActions } from "../kit/calculator-actions.tsx";
import { CalculatorField } from "../kit/calculator-field.tsx";
import { PrintSheet } from "../kit/print-sheet.tsx";
import { ResultTable } from "../kit/result-table.tsx";
import { ADDRESS_MAX_LENGTH, orderHref, pdfHref } from "../kit/sheet.ts";
import { actionsNote, staleNote } from "../kit/stale.ts";
import { useLastValid } from "../kit/use-last-valid.ts";
import { useQueryInputs } from "../kit/use-query-inputs.ts";
import { CASH_ONLY_FORM_KEYS, CASH_ONLY_PRERENDER, cashOnlyForToday, readCashOnly } from "./cash-only-form.ts";

export const CASH_ONLY_PDF_PATH = "/api/v1/calculators/cash-only.pdf";

/**
 * Cash-only purchase: the buyer's figures and the five fees on the left, the Cash Purchase
 * Summary and the disclaimers on the right, the actions bar and the printed sheet.
 */
export function CashOnlyCalculator() {
  const { values, set, ready, shareUrl } = useQueryInputs(CASH_ONLY_FORM_KEYS, CASH_ONLY_PRERENDER, cashOnlyForToday);
  const parsed = useMemo(() => readCashOnly(values), [values]);
  const lastValues = useLastValid(values, parsed.ok, ready);
  const shown = useMemo(() => (lastValues ? readCashOnly(lastValues) : null), [lastValues]);
  const input = shown?.ok ? shown.input : null;
  const result = input ? cashOnly(input) : null;
  const errors: Partial<Record<CashOnlyKey, string>> = parsed.ok ? {} : parsed.errors;

  const stale = staleNote(parsed.ok, input !== null);

  return (
    <>
      <section
        id="calculator"
        aria-labelledby="calculator-heading"
        className="page-container scroll-mt-24 py-14 sm:py-16 print:hidden"
      >
        <h2 id="calculator-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
          Estimate your cash to close
        </h2>
        <p className="mt-2 max-w-3xl text-navy-700">
          Enter the price, the property&apos;s annual taxes, your closing date and any earnest money you have already
          paid; the summary updates as you type. An
          empty amount counts as $0, and the page&apos;s address keeps your figures so you can share them.
        </p>

        <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
          <div className="grid gap-8">
            <Card>
              <h3 className="text-xl font-semibold text-navy-950">Your purchase</h3>
              <form noValidate aria-label="Your purchase" onSubmit={(e) => e.preventDefault()} className="mt-5 grid gap-5">
                <CalculatorField
                  id="cash-only-price"
                  label="Purchase Price"
                  kind="money"
                  value={values.price}
                  onChange={(value) => set("price", value)}
                  error={errors.price}
                />
                <CalculatorField
                  id="cash-only-taxes"
                  label="Annual Tax Amount"
                  kind="money"
                  hint="The yearly total on the county treasurer's statement."
                  value={values.taxes}
                  onChange={(value) => set("taxes", value)}
                  error={errors.taxes}
                />
                <CalculatorField
                  id="cash-only-closing"
                  label="Closing Date"
                  kind="date"
                  value={values.closing}
                  onChange={(value) => set("closing", value)}
                  error={errors.closing}
                />
                <CalculatorField
                  id="cash-only-earnest"
                  label="Earnest Money Already Paid"
                  kind="money"
                  hint="The deposit you paid with the purchase agreement; it is credited to you at closing."
                  value={values.earnest}
                  onChange={(value) => set("earnest", value)}
                  error={errors.earnest}
                />
                <CalculatorField
                  id="cash-only-address"
                  label="Property address (optional)"
                  kind="text"
                  autoComplete="street-address"
                  maxLength={ADDRESS_MAX_LENGTH}
                  hint="Printed on your sheet and carried to your order."
                  value={values.address}
                  onChange={(value) => set("address", value)}
                />
              </form>
            </Card>

            <Card>
              <h3 className="text-xl font-semibold text-navy-950">Cash Closing Fees</h3>
              <p className="mt-1 text-sm text-navy-700">Set by the Iowa fee schedule as of {FEES_AS_OF}; not editable.</p>
              {result ? (
                <ResultTable caption="Cash closing fees" lines={cashClosingFeeLines(result)} className="mt-3" />
              ) : null}
            </Card>
          </div>

          <div className="grid gap-8">
            <Card className="flex flex-col gap-5">
              <h3 className="text-xl font-semibold text-navy-950">Cash Purchase Summary</h3>
              {stale ? (
                <p className="flex gap-2 rounded-xl border border-red-100 bg-red-50 p-3 text-sm font-medium text-red-700">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {stale}
                </p>
              ) : null}
              {input && result ? (
                <>
                  <ResultTable caption="Cash purchase summary" lines={cashPurchaseSummaryLines(input, result)} />
                  <div role="status" className="rounded-xl border border-gold-200 bg-gold-50 p-4 text-navy-950">
                    <p className="font-semibold">Total Cash Needed</p>
                    <p className="mt-1 text-3xl font-bold tabular-nums">{formatUsd(result.totalCashNeededCents)}</p>
                    <p className="mt-1 text-sm text-navy-800">
                      The price plus the closing costs, less the seller&apos;s tax credit and your earnest money: what
                      you bring to closing.
                    </p>
                  </div>
                  <ResultTable caption="For your information" lines={[sellerTransferTaxLine(result)]} />
                  <p className="flex gap-2 text-sm text-navy-700">
                    <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>
                      Iowa property taxes are paid in arrears: the taxes from{" "}
                      {formatLongDate(result.prorationStart)} to your closing are billed later, and you will pay
                      them, so the seller credits you for those days at closing.
                    </span>
                  </p>
                </>
              ) : null}
            </Card>

            <section
              aria-labelledby="disclaimers-heading"
              className="rounded-2xl border border-navy-200 bg-navy-50 p-5 text-navy-900"
            >
              <h3 id="disclaimers-heading" className="text-lg font-semibold text-navy-950">
                Important Disclaimers
              </h3>
              <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm">
                {CASH_ONLY_DISCLAIMERS.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </section>
          </div>
        </div>

        <div className="mt-8">
          <CalculatorActions
            shareUrl={shareUrl}
            pdfHref={ready && input ? pdfHref(CASH_ONLY_PDF_PATH, cashOnlyQuery(input), values.address) : null}
            orderHref={
              ready && input
                ? orderHref("cash", input.priceCents, input.closingDate, values.address)
                : "/get-started?service=cash"
            }
            note={actionsNote(parsed.ok, input !== null)}
          />
        </div>
      </section>

      <div className="page-container pb-14 sm:pb-16 print:hidden">
        <WireFraudNotice />
      </div>

      <PrintSheet
        title="Cash-to-Close Sheet"
        intro="An estimate of the cash a buyer brings to an Iowa cash closing: the price and the closing fees, less the seller's credit for the property taxes, which Iowa pays in arrears, and the earnest money already paid."
        address={values.address}
        content={
          input && result
            ? {
                details: cashOnlyDetails(input, result),
                main: {
                  heading: "Cash Purchase Summary",
                  lines: [...cashPurchaseSummaryLines(input, result), cashNeededLine(result), sellerTransferTaxLine(result)],
                },
              }
            : null
        }
        disclaimers={CASH_ONLY_DISCLAIMERS}
      />
    </>
  );
}
