import type { SheetLine } from "#core/calculators/sheet-lines.ts";
import { cx } from "#app/lib/cx.ts";

const ROW: Record<NonNullable<SheetLine["kind"]> | "item", string> = {
  item: "border-b border-cream-200",
  credit: "border-b border-cream-200",
  subtotal: "border-b border-cream-200 border-t border-t-navy-200 font-semibold text-navy-950",
  total: "border-t-2 border-t-navy-900 text-lg font-bold text-navy-950",
};

/** The lines of an estimate as a two-column table: what each amount is, and the amount. */
export function ResultTable({ caption, lines, className }: { caption: string; lines: SheetLine[]; className?: string }) {
  return (
    <table className={cx("w-full text-left text-navy-800", className)}>
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label} className={ROW[line.kind ?? "item"]}>
            <th scope="row" className="py-2 pr-4 align-top font-medium">
              {line.label}
              {line.note ? <span className="block text-sm font-normal text-navy-600">{line.note}</span> : null}
            </th>
            <td
              className={cx(
                "py-2 text-right align-top whitespace-nowrap tabular-nums",
                line.kind === "credit" ? "font-semibold text-green-700" : "",
              )}
            >
              {line.amount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
