import { useSyncExternalStore, type Key, type ReactNode } from "react";
import { cx } from "#app/lib/cx.ts";

/** Wide enough for a table: the same width where the website's top bar shows its full menu (64rem). */
export const WIDE_SCREEN_QUERY = "(min-width: 64rem)";

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  };
}

/**
 * Whether the screen is at least 64rem wide, following it as it changes. For the client-rendered
 * pages only (they are never pre-rendered, so there is no server answer to match; it says narrow).
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeTo(WIDE_SCREEN_QUERY),
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => false,
  );
}

export interface DataColumn<Row> {
  /** The column's heading in the table, the value's label on a card. */
  header: string;
  /** The heading is read by screen readers only (a column of buttons). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** Classes of the table cell (widths, wrapping, alignment). */
  className?: string;
  /**
   * Where the value goes on a card: "title" on the card's first line without a label (the row's
   * name, its status), "field" (the default) labelled in the card's list of facts, "actions" on its
   * last line without a label (buttons and forms that say what they do).
   */
  card?: "title" | "field" | "actions";
}

const TH = "px-3 py-2 font-semibold whitespace-nowrap";
const TD = "px-3 py-3 align-top";

/**
 * A list of records with its columns declared once: a table on a wide screen, one card per record
 * on a narrow one (a list whose cards stack the same values, labelled), so nothing runs off the
 * side of a phone. Only one of the two is in the page at a time, so every control exists once.
 * `caption` names the table, `listLabel` the list of cards.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  listLabel,
  busy,
  tableClassName,
}: {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => Key;
  caption: string;
  listLabel: string;
  busy?: boolean;
  /** Extra classes of the table (a fixed layout, say). */
  tableClassName?: string;
}) {
  const wide = useWideScreen();
  if (wide) {
    return (
      <div aria-busy={busy || undefined} className="overflow-x-auto rounded-xl border border-cream-300 bg-white">
        <table className={cx("w-full text-left text-sm", tableClassName)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-cream-50 text-navy-800">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={TH}>
                  {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-cream-200">
                {columns.map((column) => (
                  <td key={column.header} className={cx(TD, column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  const titles = columns.filter((c) => c.card === "title");
  const fields = columns.filter((c) => (c.card ?? "field") === "field");
  const actions = columns.filter((c) => c.card === "actions");
  return (
    <ul aria-label={listLabel} aria-busy={busy || undefined} className="grid gap-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className="grid min-w-0 gap-3 rounded-xl border border-cream-300 bg-white p-4 text-sm">
          {titles.length > 0 ? (
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2 [overflow-wrap:anywhere]">
              {titles.map((column) => (
                <div key={column.header} className="min-w-0">
                  {column.cell(row)}
                </div>
              ))}
            </div>
          ) : null}
          {fields.length > 0 ? (
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
              {fields.map((column) => (
                <div key={column.header} className="min-w-0 [overflow-wrap:anywhere]">
                  <dt className="text-xs font-semibold tracking-wide text-navy-600 uppercase">{column.header}</dt>
                  <dd className="text-navy-900">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {actions.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3 border-t border-cream-200 pt-3">
              {actions.map((column) => (
                <div key={column.header} className="min-w-0">
                  {column.cell(row)}
                </div>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
