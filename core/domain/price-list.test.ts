import { describe, expect, it } from "vitest";
import { closingFeeLines } from "../calculators/iowa-fees.ts";
import { CASH_CLOSINGS, DIGITAL_CASH_CLOSINGS, LOAN_CLOSINGS } from "../content/services/closings.ts";
import { TRANSACTION_COORDINATION } from "../content/services/transaction-coordination.ts";
import { DASHBOARD_ORDER_SERVICES } from "../leads/dashboard-order.ts";
import { SERVICE_CATALOGUE } from "../leads/service-catalogue.ts";
import { PRICES } from "../site/claims.ts";
import { PRICE_LIST, portalPrice, sitePrice, type PriceEntry } from "./price-list.ts";

const dollarsIn = (text: string) => text.match(/\$[\d,]+(?:\.\d\d)?/)?.[0] ?? null;

describe("the price list's wording", () => {
  it.each<[PriceEntry, string, string]>([
    [{ cents: 39_500, basis: "from", includes: "x" }, "From $395", "Starting at $395"],
    [{ cents: 49_900, basis: "flat", includes: "x" }, "$499", "$499"],
    [{ cents: 7_500, basis: "per-signing", includes: "x" }, "$75 per signing", "$75 per signing"],
    [{ cents: null, basis: "custom", includes: "x" }, "Custom pricing", "Custom pricing"],
    [{ cents: 12_345, basis: "from", includes: "x" }, "From $123.45", "Starting at $123.45"],
    [{ cents: 150_000, basis: "from", includes: "x" }, "From $1,500", "Starting at $1,500"],
  ])("%o reads %s on the site and %s in the portal", (entry, site, portal) => {
    expect(sitePrice(entry)).toBe(site);
    expect(portalPrice(entry)).toBe(portal);
  });

  it("says what every price includes", () => {
    for (const [name, entry] of Object.entries(PRICE_LIST)) expect(entry.includes.length, name).toBeGreaterThan(40);
  });
});

describe("one figure everywhere (the defects of issue 29)", () => {
  it("the portal's order cards show the same figure as the service pages", () => {
    const card = (id: string) => DASHBOARD_ORDER_SERVICES.find((s) => s.id === id)!.price;
    expect(card("tc")).toBe("Starting at $395");
    expect(dollarsIn(card("tc"))).toBe(dollarsIn(TRANSACTION_COORDINATION.price.amount));
    expect(dollarsIn(card("digital-cash"))).toBe(dollarsIn(DIGITAL_CASH_CLOSINGS.price.amount));
  });

  it("the cash-only calculator's closing fee is the cash closing's price", () => {
    const fee = closingFeeLines(30_000_000).find((l) => l.id === "closing")!;
    expect(`$${fee.cents / 100}`).toBe(dollarsIn(PRICES.cashClosing));
  });

  it("the /get-started picker shows the service pages' figures", () => {
    for (const service of SERVICE_CATALOGUE) expect(Object.values(PRICES), service.id).toContain(service.price);
  });

  it("every service page's price note is the price list's 'includes'", () => {
    const includes = Object.values(PRICE_LIST).map((e) => e.includes);
    for (const page of [CASH_CLOSINGS, DIGITAL_CASH_CLOSINGS, LOAN_CLOSINGS, TRANSACTION_COORDINATION]) expect(includes, page.path).toContain(page.price.note);
  });
});
