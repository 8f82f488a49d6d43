import { useEffect, useState } from "react";
import { formatLongDate, today } from "#core/calculators/calendar-date.ts";
import { FEES_AS_OF, type SheetDetail, type SheetLine } from "#core/calculators/sheet-lines.ts";
import { SITE, SITE_ORIGIN } from "#core/site/settings.ts";
import { cx } from "#app/lib/cx.ts";

export interface SheetSection {
  heading: string;
  lines: SheetLine[];
}

export interface SheetContent {
  details: SheetDetail[];
  /** The estimate itself, in the right-hand column. */
  main: SheetSection;
  /** Further tables under the figures, in the left-hand column. */
  extra?: SheetSection[];
}

/**
 * The one-page sheet a calculator prints: brand, the visitor's figures, every line, the date
 * and the disclaimers. It exists only on paper (`hidden print:block`); on screen the same lines
 * are in the calculator's result, and the rest of the page is left off paper instead.
 */
export function PrintSheet({
  title,
  intro,
  address,
  content,
  disclaimers,
}: {
  title: string;
  intro: string;
  address: string;
  /** null while a field is refused and there is no earlier estimate: the sheet says so. */
  content: SheetContent | null;
  disclaimers: readonly string[];
}) {
  // The day it is printed, known only in the browser (the page itself is pre-rendered).
  const [preparedOn, setPreparedOn] = useState<string | null>(null);
  useEffect(() => setPreparedOn(formatLongDate(today())), []);

  return (
    <div data-print-sheet className="hidden text-[11pt] leading-snug text-navy-950 print:block">
      <div className="flex items-end justify-between gap-6 border-b-2 border-navy-900 pb-2">
        <div>
          <p className="text-[16pt] font-bold">{SITE.brand}</p>
          <p className="text-[9pt] text-navy-700">
            {SITE.tagline} · {SITE.phone} · {SITE.email} · {SITE_ORIGIN.replace(/^https?:\/\//, "")}
          </p>
        </div>
        {preparedOn ? <p className="text-[9pt] whitespace-nowrap">Prepared {preparedOn}</p> : null}
      </div>

      <h2 className="mt-4 text-[15pt] font-bold">{title}</h2>
      <p className="text-[10pt] text-navy-700">{intro}</p>
      {address.trim() ? (
        <p className="mt-1">
          <strong>Property:</strong> {address.trim()}
        </p>
      ) : null}

      {content ? (
        <div className="mt-4 grid grid-cols-2 gap-6">
          <div>
            <h3 className="border-b border-navy-300 pb-0.5 text-[11.5pt] font-bold">Your figures</h3>
            <dl className="mt-1">
              {content.details.map((d) => (
                <div key={d.label} className="flex justify-between gap-3 py-0.5">
                  <dt>{d.label}</dt>
                  <dd className="text-right tabular-nums">{d.value}</dd>
                </div>
              ))}
            </dl>
            {(content.extra ?? []).map((section) => (
              <SheetTable key={section.heading} section={section} className="mt-4" />
            ))}
          </div>
          <SheetTable section={content.main} />
        </div>
      ) : (
        <p className="mt-4 font-semibold">
          One of the figures on the page is not accepted yet: correct the highlighted field, then print again.
        </p>
      )}

      <h3 className="mt-5 border-b border-navy-300 pb-0.5 text-[11.5pt] font-bold">Important disclaimers</h3>
      <ul className="mt-1 grid list-disc gap-0.5 pl-4 text-[9pt] text-navy-800">
        {disclaimers.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="mt-4 border-t border-navy-300 pt-1 text-[9pt] text-navy-700">
        Iowa fees as of {FEES_AS_OF}. An estimate for planning, not a settlement statement.
      </p>
    </div>
  );
}

function SheetTable({ section, className }: { section: SheetSection; className?: string }) {
  return (
    <div className={className}>
      <h3 className="border-b border-navy-300 pb-0.5 text-[11.5pt] font-bold">{section.heading}</h3>
      <table className="mt-1 w-full">
        <tbody>
          {section.lines.map((line) => (
            <tr
              key={line.label}
              className={cx(
                line.kind === "subtotal" ? "border-t border-navy-300 font-semibold" : "",
                line.kind === "total" ? "border-t-2 border-navy-900 text-[12pt] font-bold" : "",
              )}
            >
              <th
                scope="row"
                className={cx(
                  "py-0.5 pr-3 text-left align-top",
                  line.kind === "subtotal" || line.kind === "total" ? "" : "font-normal",
                )}
              >
                {line.label}
                {line.note ? <span className="block text-[9pt] font-normal text-navy-700">{line.note}</span> : null}
              </th>
              <td className="py-0.5 text-right align-top whitespace-nowrap tabular-nums">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
