import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Hono } from "hono";
import { WebBuild } from "./web-build.ts";
import { webRoutes } from "./web-routes.ts";

const INLINE = 'window.__ctx = {"route":"home"};';
const bigScript = `console.log(${JSON.stringify("x".repeat(4000))});`;
const files: Record<string, string> = {
  "index.html": `<!doctype html><html><body><h1>Close With Confidence</h1><script>${INLINE}</script><script type="module" src="/assets/entry-abc123.js"></script></body></html>`,
  "team/index.html": "<!doctype html><h1>Meet Our Team</h1>",
  "blog/summer-market-insights/index.html": "<!doctype html><h1>Summer Market Insights</h1>",
  "login/index.html": "<!doctype html><h1>Sign In</h1><form></form>",
  "404/index.html": "<!doctype html><h1>Page Not Found</h1>",
  "__spa-fallback.html": "<!doctype html><div id=app-shell></div>",
  "assets/entry-abc123.js": bigScript,
  "sw.js": "self.addEventListener('fetch', () => {});",
  ".vite/manifest.json": "{}",
};

let dir: string;
let app: Hono;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "hc-web-"));
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  app = new Hono().route("/", webRoutes(WebBuild.load(dir, { extraOrigins: ["https://chat.example.com"] })));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("pages", () => {
  test.each([
    ["/", 200, "Close With Confidence"],
    ["/team", 200, "Meet Our Team"],
    ["/team/", 200, "Meet Our Team"],
    ["/blog/summer-market-insights", 200, "Summer Market Insights"],
    // Sign-in is pre-rendered with its form (docs/decisions/019-public-page-main-thread.md).
    ["/login", 200, "Sign In"],
    ["/dashboard", 200, "app-shell"],
    // Signed-in detail pages and admin sub-pages are the router's to resolve, never a 404.
    ["/clients/123", 200, "app-shell"],
    ["/transactions/abc-123", 200, "app-shell"],
    ["/admin/users?page=2", 200, "app-shell"],
    ["/account/security/", 200, "app-shell"],
    ["/no-such-page", 404, "Page Not Found"],
    ["/team/extra/deep", 404, "Page Not Found"],
    ["/blog/no-such-post", 404, "app-shell"],
    ["/%E0%A4%A", 404, "Page Not Found"],
  ])("GET %s → %i", async (path, status, text) => {
    const res = await app.request(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toContain(text);
  });

  test("a page's CSP allows its own inline script by hash and no other inline script", async () => {
    const res = await app.request("/");
    const csp = res.headers.get("content-security-policy")!;
    const hash = createHash("sha256").update(INLINE).digest("base64");
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).toContain("https://chat.example.com");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  test("pages revalidate; an unchanged page answers 304", async () => {
    const first = await app.request("/team");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag")!;
    const again = await app.request("/team", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  test("a buyer's status link gets the app shell, never indexed; signed-in pages and /status alone do not get the header", async () => {
    const res = await app.request("/status/Zx9-abc_123");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(await res.text()).toContain("app-shell");
    expect((await app.request("/dashboard")).headers.get("x-robots-tag")).toBeNull();
    const bare = await app.request("/status");
    expect(bare.status).toBe(404);
    expect((await app.request("/status/a/b")).status).toBe(404);
  });

  test("with the status page's shell built, every status link gets it: the page's frame and loading state, with its own script allowed, no token", async () => {
    const shellDir = mkdtempSync(join(tmpdir(), "hc-web-status-"));
    try {
      const prefetch = "window.__statusPrefetch={};";
      for (const [rel, body] of Object.entries({
        ...files,
        "status/_shell/index.html": `<!doctype html><h1>Your closing status</h1><p role="status">Loading the status of your closing…</p><script>${prefetch}</script>`,
      })) {
        mkdirSync(dirname(join(shellDir, rel)), { recursive: true });
        writeFileSync(join(shellDir, rel), body);
      }
      const withShell = new Hono().route("/", webRoutes(WebBuild.load(shellDir)));
      for (const token of ["Zx9-abc_123", "3q2-7w9XbVhY0mKzP1c4dT8uN6eR5sL2aJfQ0gHiBk"]) {
        const res = await withShell.request(`/status/${token}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("x-robots-tag")).toBe("noindex");
        expect(res.headers.get("referrer-policy")).toBe("no-referrer");
        const html = await res.text();
        expect(html).toContain("Loading the status of your closing…");
        expect(html).not.toContain(token);
        const hash = createHash("sha256").update(prefetch).digest("base64");
        expect(res.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
      }
      // Other client-rendered pages keep the SPA fallback.
      expect(await (await withShell.request("/dashboard")).text()).toContain("app-shell");
    } finally {
      rmSync(shellDir, { recursive: true, force: true });
    }
  });

  test("HEAD answers headers only", async () => {
    const res = await app.request("/team", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });
});

describe("assets", () => {
  test("hashed assets are cached for a year, immutable", async () => {
    const res = await app.request("/assets/entry-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  test("brotli and gzip are served to clients that accept them", async () => {
    const br = await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(bigScript.length / 4);
    expect(brotliDecompressSync(brBody).toString()).toBe(bigScript);

    const gz = await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(bigScript);

    const plain = await app.request("/assets/entry-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });

  test("the service worker is never cached stale and may fetch from our origin", async () => {
    const res = await app.request("/sw.js");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    // Its policy governs the fetches it makes for pages: 'none' would break every page load.
    expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'self'/);
  });

  test("build metadata is not served", async () => {
    expect((await app.request("/.vite/manifest.json")).status).toBe(404);
  });

  test("a missing asset is a 404 page, not the app shell", async () => {
    const res = await app.request("/assets/gone-000.js");
    expect(res.status).toBe(404);
  });
});

test("without a build, pages answer 503 with how to fix it", async () => {
  const bare = new Hono().route("/", webRoutes(undefined));
  const res = await bare.request("/");
  expect(res.status).toBe(503);
  expect(await res.text()).toContain("npm run build");
});
