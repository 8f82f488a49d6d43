// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import { CircleAlert, CircleCheck, TriangleAlert } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { closingCostEstimate } from "#core/calculators/closing-cost-estimate.ts";
import { formatUsd } from "#core/calculators/money.ts";
import { closingCostLines, netProceedsLine, sellerNetDetails, sellerNetLines } from "#core/calculators/seller-net-lines.ts";
import { SELLER_NET_DISCLAIMERS, sellerNet, sellerNetQuery, type SellerNetKey } from "#core/calculators/seller-net.ts";
import { FEES_AS_OF } from "#core/calculators/sheet-lines.ts";
import { Card } from "#app/components/ui/card.tsx";
import { cx } from "#app/lib/cx.ts";
import { CalculatorActions } from "../kit/calculator-actions.tsx";
import { CalculatorField, type FieldKind } from "../kit/calculator-field.tsx";
import { PrintSheet } from "../kit/print-sheet.tsx";
import { ResultTable } from "../kit/result-table.tsx";
import { ADDRESS_MAX_LENGTH, orderHref, pdfHref } from "../kit/sheet.ts";
import { actionsNote, staleNote } from "../kit/stale.ts";
import { useLastValid } from "../kit/use-last-valid.ts";
import { useQueryInputs } from "../kit/use-query-inputs.ts";
import { ClosingCostEstimator } from "./closing-cost-estimator.tsx";
import {
  SELLER_NET_FORM_KEYS,
  SELLER_NET_PRERENDER,
  readSellerNet,
  sellerNetForToday,
} from "./seller-net-form.ts";

/** Anchor of the calculator section (the spec's "calculator"). */
export const CALCULATOR_SECTION_ID = "calculator";

export const SELLER_NET_PDF_PATH = "/api/v1/calculators/seller-net.pdf";

interface FieldSpec {
  key: SellerNetKey;
  label: string;
  kind: FieldKind;
  hint?: string;
}

/**
 * Seller net proceeds: every input, the estimate beside it, the actions bar, the companion
 * closing-cost estimate and the printed sheet, all from the inputs in the page's address.
 */
export function SellerNetCalculator() {
  const { values, set, ready, shareUrl } = useQueryInputs(SELLER_NET_FORM_KEYS, SELLER_NET_PRERENDER, sellerNetForToday);
  const parsed = useMemo(() => readSellerNet(values), [values]);
  const lastValues = useLastValid(values, parsed.ok, ready);
  const shown = useMemo(() => (lastValues ? readSellerNet(lastValues) : null), [lastValues]);
  const input = shown?.ok ? shown.input : null;
  const result = input ? sellerNet(input) : null;
  const estimate = input
    ? closingCostEstimate(input.priceCents, input.annualTaxesCents, input.prorationDate, input.closingDate)
    : null;
  const errors: Partial<Record<SellerNetKey, string>> = parsed.ok ? {} : parsed.errors;
  const [first, second] = result?.installments ?? [{ label: "September" }, { label: "March" }];

  const field = ({ key, label, kind, hint }: FieldSpec) => (
    <CalculatorField
      key={key}
      id={`seller-net-${key}`}
      label={label}
      kind={kind}
      hint={hint}
      value={values[key]}
      onChange={(value) => set(key, value)}
      error={errors[key]}
    />
  );

  const stale = staleNote(parsed.ok, input !== null);

  return (
    <>
      <section
        id={CALCULATOR_SECTION_ID}
        aria-labelledby="calculator-heading"
        className="page-container scroll-mt-24 py-14 sm:py-16 print:hidden"
      >
        <h2 id="calculator-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
          Estimate your net proceeds
        </h2>
        <p className="mt-2 max-w-3xl text-navy-700">
          Enter your figures and the estimate updates as you type. An empty amount counts as $0. The page&apos;s address
          keeps every figure, so you can bookmark it or send it to your agent.
        </p>

        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <Card>
            <form noValidate aria-label="Your figures" onSubmit={(e) => e.preventDefault()} className="grid gap-8">
              <CalculatorField
                id="seller-net-address"
                label="Property address (optional)"
                kind="text"
                autoComplete="street-address"
                maxLength={ADDRESS_MAX_LENGTH}
                hint="Printed on your sheet and carried to your order."
                value={values.address}
                onChange={(value) => set("address", value)}
              />
              <FieldGroup legend="The sale">
                {field({ key: "price", label: "Sales price", kind: "money" })}
                {field({
                  key: "commission",
                  label: "Commission",
                  kind: "percent",
                  hint: "Your listing agreement's rate.",
                })}
                {field({ key: "closing", label: "Estimated closing date", kind: "date" })}
              </FieldGroup>
              <FieldGroup legend="Property taxes">
                {field({
                  key: "taxes",
                  label: "Total annual taxes",
                  kind: "money",
                  hint: "The yearly total on the county treasurer's statement.",
                })}
                {field({
                  key: "prorate",
                  label: "Proration date",
                  kind: "date",
                  hint: "Usually July 1: Iowa taxes are paid in arrears.",
                })}
                {field({
                  key: "sept",
                  label: `${first.label} taxes`,
                  kind: "money",
                  hint: "The unpaid installment; 0 if it is paid.",
                })}
                {field({
                  key: "march",
                  label: `${second.label} taxes`,
                  kind: "money",
                  hint: "The unpaid installment; 0 if it is paid.",
                })}
              </FieldGroup>
              <FieldGroup legend="Fees and payoffs">
                {field({ key: "abstracting", label: "Abstracting", kind: "money" })}
                {field({ key: "deed", label: "Deed preparation", kind: "money" })}
                {field({ key: "service", label: "Real estate service", kind: "money" })}
                {field({
                  key: "mortgage1",
                  label: "1st mortgage payoff",
                  kind: "money",
                  hint: "From your lender's payoff statement.",
                })}
                {field({ key: "mortgage2", label: "2nd mortgage payoff", kind: "money" })}
              </FieldGroup>
            </form>
          </Card>

          <Card className="flex flex-col gap-5">
            <h3 className="text-xl font-semibold text-navy-950">Your estimate</h3>
            {stale ? (
              <p className="flex gap-2 rounded-xl border border-red-100 bg-red-50 p-3 text-sm font-medium text-red-700">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {stale}
              </p>
            ) : null}
            {input && result ? (
              <>
                <ResultTable caption="Seller net proceeds estimate" lines={sellerNetLines(input, result)} />
                <NetProceeds cents={result.netProceedsCents} />
              </>
            ) : null}
            <p className="text-sm text-navy-700">
              Iowa fees as of {FEES_AS_OF}. Transfer tax follows Iowa Code 428A.1: $0.80 for each $500 of the price above
              the first $500.
            </p>
          </Card>
        </div>

        <div className="mt-8">
          <CalculatorActions
            shareUrl={shareUrl}
            pdfHref={ready && input ? pdfHref(SELLER_NET_PDF_PATH, sellerNetQuery(input), values.address) : null}
            orderHref={
              ready && input
                ? orderHref("title", input.priceCents, input.closingDate, values.address)
                : "/get-started?service=title"
            }
            note={actionsNote(parsed.ok, input !== null)}
          />
        </div>
      </section>

      <ClosingCostEstimator lines={input && estimate ? closingCostLines(input, estimate) : null} />

      <PrintSheet
        title="Seller Net Sheet"
        intro="An estimate of what a seller takes home from an Iowa sale after commission, fees, payoffs and property taxes."
        address={values.address}
        content={
          input && result && estimate
            ? {
                details: sellerNetDetails(input),
                main: { heading: "Estimated proceeds", lines: [...sellerNetLines(input, result), netProceedsLine(result)] },
                extra: [{ heading: "Closing-cost estimate", lines: closingCostLines(input, estimate) }],
              }
            : null
        }
        disclaimers={SELLER_NET_DISCLAIMERS}
      />
    </>
  );
}

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-semibold text-navy-950">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Net proceeds in green, or red when the costs exceed the price; the words say which, too. */
function NetProceeds({ cents }: { cents: number }) {
  const negative = cents < 0;
  const Icon = negative ? TriangleAlert : CircleCheck;
  return (
    <div
      role="status"
      className={cx(
        "rounded-xl border p-4",
        negative ? "border-red-100 bg-red-50 text-red-700" : "border-green-100 bg-green-50 text-green-700",
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5" />
        Estimated net proceeds
      </p>
      <p className="mt-1 text-3xl font-bold tabular-nums">{formatUsd(cents)}</p>
      <p className="mt-1 text-sm text-navy-800">
        {negative
          ? `A shortfall: the costs are more than the sales price, so you would bring ${formatUsd(-cents)} to closing.`
          : "What you take home after the commission, fees, payoffs and taxes."}
      </p>
    </div>
  );
}
