/**
 * A whole number written in decimal digits only (at most nine), else undefined. Number() alone
 * would also read "0x10", "1e1", " 16 " or "" as numbers; a page size or page number must not be.
 */
export function decimalWholeNumber(value: string): number | undefined {
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}
