import { CLOSING_PLACE_LABELS, CLOSING_PLACE_VALUES } from "#core/closing/closing-enums.ts";
import { IOWA_COUNTIES } from "#core/closing/iowa-counties.ts";
import { CLOSING_KIND_LABELS, CLOSING_KIND_VALUES } from "#core/closing/milestones.ts";
import { OFFICE_CITIES } from "#core/site/settings.ts";
import { Field } from "#app/components/ui/field.tsx";
import { CountyPicker } from "./county-picker.tsx";
import type { FileField, FileValues } from "./file-form-values.ts";

type TextField = Exclude<FileField, "extra_counties">;

const KIND_OPTIONS = [["", "Choose the kind of closing"], ...CLOSING_KIND_VALUES.map((k) => [k, CLOSING_KIND_LABELS[k]] as const)] as const;
const EVIDENCE_OPTIONS = [
  ["abstract_opinion_itg", "Abstract, attorney's opinion and title guaranty"],
  ["other", "Other (no abstract and opinion)"],
] as const;
const PLACE_OPTIONS = [["", "Not decided yet"], ...CLOSING_PLACE_VALUES.map((p) => [p, CLOSING_PLACE_LABELS[p]] as const)] as const;
const LOAN_OPTIONS = [["", "Not known yet"], ["0", "None"], ...Array.from({ length: 9 }, (_, i) => [String(i + 1), String(i + 1)] as const)] as const;
const SEWAGE_OPTIONS = [
  ["", "Not known yet"],
  ["yes", "Yes"],
  ["no", "No"],
] as const;
const OFFICE_OPTIONS = [["", "Not assigned"], ...OFFICE_CITIES.map((c) => [c, c] as const)] as const;

/**
 * The file's own fields, shared by the new-file form and the edit form. `idPrefix` keeps ids
 * unique; the county list is a datalist of Iowa's 99 counties (typing any spelling is accepted
 * and the server stores the official one). The facts at the end decide the requests the file
 * gets (core/closing/requests.ts): a payoff per seller's mortgage, a Declaration of Value per
 * county (Iowa Code 428A), the time-of-transfer septic inspection (Iowa Code 455B.172).
 */
export function FileFields({
  idPrefix,
  values,
  errors,
  readOnly,
  onChange,
}: {
  idPrefix: string;
  values: FileValues;
  errors: Partial<Record<FileField, string>>;
  readOnly: boolean;
  onChange: <K extends FileField>(name: K, value: FileValues[K]) => void;
}) {
  const text = (name: TextField) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    readOnly,
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
  });
  const choice = (name: TextField) => ({ ...text(name), readOnly: undefined, disabled: readOnly });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Property address" required autoComplete="off" className="sm:col-span-2" {...text("property_address")} />
      <Field label="County" required autoComplete="off" list={`${idPrefix}-counties`} hint="One of Iowa's 99 counties" {...text("county")} />
      <datalist id={`${idPrefix}-counties`}>
        {IOWA_COUNTIES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Field control="choice" label="Kind of closing" required options={KIND_OPTIONS} {...choice("kind")} />
      <Field control="choice" label="How title is shown" options={EVIDENCE_OPTIONS} className="sm:col-span-2" {...choice("title_evidence")} />
      <Field label="Sale price (dollars)" inputMode="numeric" hint="Whole dollars, e.g. 285,000" {...text("sale_price")} />
      <Field label="Loan amount (dollars)" inputMode="numeric" hint="Leave empty for a cash purchase" {...text("loan_amount")} />
      {/* Issue 32: the buyer sees it beside the wire instructions on their status page. */}
      <Field label="Buyer's funds due (dollars)" inputMode="decimal" hint="From the settlement figures, e.g. 52,314.27" {...text("funds_due")} />
      <Field control="date" label="Closing date" {...text("closing_date")} />
      <Field label="Closing time (Iowa)" type="time" hint="Leave empty until the time is set" {...text("closing_time")} />
      <Field control="choice" label="Where the closing happens" options={PLACE_OPTIONS} {...choice("closing_place")} />
      <Field label="Location or video link details" autoComplete="off" {...text("closing_location")} />
      {/* Buyers and sellers see the closer and their direct line on their status page (issue 29). */}
      <Field label="Closer" autoComplete="off" hint="Shown to buyers and sellers on their status page" {...text("closer_name")} />
      <Field label="Closer's direct phone" type="tel" autoComplete="off" hint="Empty: the status page gives the office's number" {...text("closer_phone")} />
      <Field control="choice" label="Office" options={OFFICE_OPTIONS} hint="The office running the file" {...choice("office")} />
      <Field control="choice" label="Seller's mortgages to pay off" options={LOAN_OPTIONS} hint="One payoff request per loan" {...choice("seller_loan_count")} />
      <Field
        control="choice"
        label="Private sewage system"
        options={SEWAGE_OPTIONS}
        hint="A septic or other private system: its time-of-transfer inspection is requested (Iowa Code 455B.172)"
        {...choice("private_sewage")}
      />
      <CountyPicker
        className="sm:col-span-2"
        id={`${idPrefix}-extra_counties`}
        counties={values.extra_counties}
        mainCounty={values.county}
        error={errors.extra_counties}
        disabled={readOnly}
        onChange={(counties) => onChange("extra_counties", counties)}
      />
      <Field control="textarea" label="Notes (staff only)" rows={3} className="sm:col-span-2" {...text("notes")} />
    </div>
  );
}
