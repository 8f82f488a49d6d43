/** The calculator PDFs share one per-IP limit: 429 with Retry-After after PDF_LIMIT.max, per address. */
import { describe, expect, test } from "vitest";
import { call } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, useAuthApp } from "#server/auth/tests/helpers.ts";
import { PDF_LIMIT } from "./calculator-pdf.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
const PATHS = ["/api/v1/calculators/seller-net.pdf?price=250000", "/api/v1/calculators/cash-only.pdf?price=300000"];

describe("calculator PDF rate limit", () => {
  test("both PDFs count together; over the limit: 429 with a wait; another address still gets its PDF", async () => {
    const ip = freshIp();
    for (let i = 0; i < PDF_LIMIT.max; i++) {
      const res = await call(t.app, "GET", PATHS[i % 2]!, { headers: fromIp(ip) });
      expect(res.status).toBe(200);
    }
    const refused = await call(t.app, "GET", PATHS[0]!, { headers: fromIp(ip) });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("rate_limited");
    expect(refused.json.message).toMatch(/^Too many PDFs requested from your connection\. Please wait \d+ (seconds|minutes?) and try again;/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const other = await call(t.app, "GET", PATHS[1]!, { headers: fromIp(freshIp()) });
    expect(other.status).toBe(200);
    expect(other.headers.get("content-type")).toBe("application/pdf");
  });
});
