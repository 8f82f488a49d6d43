/**
 * A CSV cell that a spreadsheet will show as text, never run as a formula (CSV injection, as
 * OWASP describes it): text beginning with =, +, -, @, a tab or a carriage return gets a single
 * quote in front. Anyone can put such text in a lead's name or message through the public forms,
 * and an admin opens the export in Excel or Sheets.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
