import type { AccountType } from "#core/domain/enums.ts";

/** "jo.smith" from "jo.smith@example.com": the dashboard greets people by it. */
export function emailLocalPart(email: string | null | undefined): string {
  if (!email) return "";
  const at = email.indexOf("@");
  return at < 0 ? email : email.slice(0, at);
}

/** The dashboard's subtitle: agents track transactions, everyone else monitors loans. */
export function dashboardSubtitle(type: AccountType | null | undefined): string {
  return type === "agent"
    ? "Track your transactions and access agent resources"
    : "Monitor your loans and access lender resources";
}

export function accountTypeLabel(type: AccountType | null | undefined): string {
  if (type === "agent") return "Agent";
  if (type === "lender") return "Lender";
  return "Not chosen";
}
