/** GET /api/v1/resources: by account type, signed links that download the real file and expire. */
import { describe, expect, test } from "vitest";
import { unzipSync } from "fflate";
import { call } from "#tests/support/auth-requests.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });

async function download(url: string) {
  const res = await t.app.request(url);
  return { status: res.status, type: res.headers.get("content-type"), body: new Uint8Array(await res.arrayBuffer()) };
}

describe("GET /api/v1/resources", () => {
  test("an agent gets the four PDF guides, each link downloads its PDF", async () => {
    const agent = await signUpFresh(t.app, { data: { account_type: "agent" } });
    const res = await call(t.app, "GET", "/api/v1/resources", { token: agent.session.access_token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: { name: string }) => r.name)).toEqual(["Moving Guide", "Insurance Guide", "Inspection FAQs", "Post-Closing Checklist"]);
    for (const r of res.json.data) {
      expect(r.format).toBe("pdf");
      expect(Date.parse(r.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
      const file = await download(r.url);
      expect(file.status).toBe(200);
      expect(file.type).toBe("application/pdf");
      expect(new TextDecoder().decode(file.body.slice(0, 5))).toBe("%PDF-");
    }
  });

  test("a lender gets the three zip bundles, each a real archive of several files", async () => {
    const lender = await signUpFresh(t.app, { data: { account_type: "lender" } });
    const res = await call(t.app, "GET", "/api/v1/resources", { token: lender.session.access_token });
    expect(res.json.data.map((r: { name: string }) => r.name)).toEqual(["Branded Templates", "Email Templates", "Checklists"]);
    for (const r of res.json.data) {
      expect(r.format).toBe("zip");
      const file = await download(r.url);
      expect(file.status).toBe(200);
      expect(Object.keys(unzipSync(file.body)).length).toBeGreaterThan(1);
    }
  });

  test("a link altered to point at another file is refused", async () => {
    const agent = await signUpFresh(t.app, { data: { account_type: "agent" } });
    const res = await call(t.app, "GET", "/api/v1/resources", { token: agent.session.access_token });
    const tampered = (res.json.data[0].url as string).replace("moving-guide", "insurance-guide");
    expect((await download(tampered)).status).toBe(403);
  });

  test("without a token: 401", async () => {
    expect((await call(t.app, "GET", "/api/v1/resources")).status).toBe(401);
  });
});
