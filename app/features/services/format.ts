/** "$4,500": whole US dollars. */
export function formatUsdWhole(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-US")}`;
}
