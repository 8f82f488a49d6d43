import { describe, expect, it } from "vitest";
import { guidePdfPath } from "#core/leads/guide-download.ts";
import { PRICES } from "#core/site/claims.ts";
import { SERVICE_ROUTES } from "#core/site/routes.ts";
import { CASH_CLOSINGS } from "./closings.ts";
import { EXCHANGE_GUIDE } from "./exchange-1031.ts";
import { FSBO_GUARANTEE_FOOTNOTE, FSBO_PACKAGE, FSBO_PLANS } from "./fsbo.ts";
import { SERVICE_PAGES, WIRE_FRAUD_PATHS } from "./index.ts";
import { REMOTE_ONLINE_NOTARY, RON_FEATURES } from "./remote-online-notary.ts";
import { TITLE_GUARANTY } from "./title-guaranty.ts";
import { COORDINATION_PACKAGES } from "./transaction-coordination.ts";
import { getStartedHref } from "./types.ts";

describe("service pages content", () => {
  it("covers the eight service routes, in the route table's order", () => {
    expect(SERVICE_PAGES.map((p) => p.path)).toEqual(SERVICE_ROUTES.map((r) => r.path));
  });

  it.each([
    ["/transaction-coordination", "tc", PRICES.transactionCoordination],
    ["/digital-cash-closings", "digital-cash", PRICES.digitalCashClosing],
    ["/cash-closings", "cash", PRICES.cashClosing],
    ["/loan-closings", "loan", PRICES.loanClosing],
    ["/1031-exchange", "1031", PRICES.exchange1031],
    ["/fsbo", "fsbo", PRICES.fsboClosing],
    ["/remote-online-notary", "ron", PRICES.remoteOnlineNotary],
    ["/title-guaranty", "title", PRICES.titleGuaranty],
  ])("%s orders ?service=%s at %s", (path, service, price) => {
    const page = SERVICE_PAGES.find((p) => p.path === path)!;
    expect(page.service).toBe(service);
    expect(page.price.amount).toBe(price);
    expect(getStartedHref(page.service)).toBe(`/get-started?service=${service}`);
    expect(page.benefits.items.length).toBeGreaterThanOrEqual(3);
    expect(page.process.steps.length).toBeGreaterThanOrEqual(4);
  });

  it("every FAQ id is unique on its page", () => {
    for (const page of SERVICE_PAGES) {
      const ids = page.faqs?.items.map((f) => f.id) ?? [];
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("cash closings state the 7-day claim", () => {
    expect(JSON.stringify(CASH_CLOSINGS)).toContain("as little as 7 days");
  });

  it("remote online notary: four steps, six features, four FAQs with the spec's claims", () => {
    expect(REMOTE_ONLINE_NOTARY.process.steps.map((s) => s.title)).toEqual([
      "Upload documents",
      "Video session",
      "Electronic signing",
      "Instant delivery",
    ]);
    expect(RON_FEATURES).toHaveLength(6);
    const answers = REMOTE_ONLINE_NOTARY.faqs!.items.map((f) => f.answer).join(" ");
    expect(REMOTE_ONLINE_NOTARY.faqs!.items).toHaveLength(4);
    expect(answers).toContain("under 10 minutes");
    expect(answers).toContain("July 1, 2020");
  });

  it("title guaranty: three benefits, the five steps, four FAQs with the spec's claims", () => {
    expect(TITLE_GUARANTY.benefits.items).toHaveLength(3);
    expect(TITLE_GUARANTY.process.steps.map((s) => s.title)).toEqual([
      "Application",
      "Title search and examination",
      "Issue commitment",
      "Clear title issues",
      "Issue title guaranty",
    ]);
    const answers = TITLE_GUARANTY.faqs!.items.map((f) => f.answer).join(" ");
    expect(TITLE_GUARANTY.faqs!.items).toHaveLength(4);
    expect(answers).toContain("$110 for the first $500,000 of coverage");
    expect(answers).toContain("division of the Iowa Finance Authority");
  });

  it("FSBO: three benefits, the asterisk explained, free package and $499 full service", () => {
    const fsbo = SERVICE_PAGES.find((p) => p.path === "/fsbo")!;
    expect(fsbo.benefits.items).toHaveLength(3);
    expect(fsbo.benefits.items.filter((b) => b.title.endsWith("guaranteed*"))).toHaveLength(1);
    expect(FSBO_GUARANTEE_FOOTNOTE.startsWith("* ")).toBe(true);
    expect(FSBO_PLANS.map((p) => [p.id, p.price])).toEqual([
      ["package", "Free"],
      ["full", "$499"],
    ]);
    expect(guidePdfPath(FSBO_PACKAGE.guide)).toBe("/guides/fsbo-package.pdf");
    expect(guidePdfPath(EXCHANGE_GUIDE.guide)).toBe("/guides/1031-exchange-guide.pdf");
  });

  it("transaction coordination: Buyer and Seller packages without prices", () => {
    expect(COORDINATION_PACKAGES.map((p) => p.name)).toEqual(["Buyer Package", "Seller Package"]);
    for (const pkg of COORDINATION_PACKAGES) {
      expect(pkg.features.length).toBeGreaterThan(3);
      expect(JSON.stringify(pkg)).not.toMatch(/\$\d/);
    }
  });

  it("the wire-fraud notice is on the pages where money is wired", () => {
    expect([...WIRE_FRAUD_PATHS].sort()).toEqual(["/1031-exchange", "/cash-closings", "/digital-cash-closings"]);
  });
});
