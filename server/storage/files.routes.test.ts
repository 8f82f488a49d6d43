import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE } from "#core/site/settings.ts";
import { RESOURCE_DOCUMENTS } from "#db/seed-data/resource-documents.ts";
import { startServer, type RunningServer } from "#tests/support/running-server.ts";
import { createTestApp, silentLogger } from "#tests/support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { loadConfig } from "../env.ts";
import { pdfPageCount, pdfText } from "../pdf/pdf-text.ts";
import { createServices, type Services } from "../services.ts";
import { linkSignature, signResourceLink } from "./signed-links.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hc-files-route-"));
const env = { DATA_DIR: dataDir, RESOURCE_LINK_TTL_SECONDS: "300" };
let database: TestDatabase;
let app: ReturnType<typeof createTestApp>;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database, { env });
  services = createServices({ db: database.db, config: loadConfig({ NODE_ENV: "test", ...env }), logger: silentLogger });
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const link = async (path: string, now?: Date) => (await signResourceLink(services, path, now)).url;

async function download(url: string) {
  const res = await app.request(url);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** Phrases each agent PDF must contain: what makes it the document it says it is, for Iowa. */
const PDF_PHRASES: Record<string, string[]> = {
  "moving-guide": ["The Iowa Moving Guide", "AGENT RESOURCE FROM", "Four weeks before closing", "MidAmerican Energy", "Iowa DOT", "homestead tax credit", "final walk-through"],
  "insurance-guide": ["Homeowners Insurance Guide", "mortgagee", "wind and hail deductible", "water backup", "flood", "Iowa Title Guaranty"],
  "inspection-faqs": ["Home Inspection FAQs", "4 picocuries per litre", "48 hours", "time-of-transfer", "§455B.172", "groundwater hazard statement", "State Hygienic Laboratory"],
  "post-closing-checklist": ["The Post-Closing Checklist", "abstract of title", "Iowa Title Guaranty", "Homestead tax credit", "July 1", "September 1 and March 1", "declaration of value"],
  "fsbo-package": ["For Sale By Owner", "declaration of value"],
};

/** Files each bundle must hold, and phrases in the bundle's text. */
const ZIP_CONTENTS: Record<string, { files: string[]; phrases: string[] }> = {
  "branded-templates": {
    files: ["README.md", "flyers/just-closed-flyer.html", "flyers/property-payment-flyer.html", "signs/closing-day-sign.html", "letterhead/letterhead.html", "social/just-closed.svg", "social/clear-to-close.svg", "social/welcome-home.svg", "social/captions.txt"],
    phrases: ["{{property_address}}", "NMLS", "not a commitment to lend", "<svg", "--brand"],
  },
  "email-templates": {
    files: ["README.md", "templates-index.csv", "04-clear-to-close.txt", "05-closing-day-reminder.txt", "06-wire-fraud-warning.txt", "08-post-closing-thank-you.txt"],
    phrases: ["Subject: Clear to close", "{{borrower_first_name}}", "never send or change wiring instructions", "homestead tax credit", "three business days"],
  },
  checklists: {
    files: ["README.md", "buyer-closing-checklist.md", "buyer-closing-checklist.csv", "seller-closing-checklist.md", "seller-closing-checklist.csv", "lender-closing-checklist.md", "lender-closing-checklist.csv", "closing-disclosure-timing.md"],
    phrases: ["Abstract continuation", "title opinion", "Iowa Title Guaranty", "Groundwater hazard statement", "Declaration of value", "$0.80 per $500", "radon", "§428A.1", "- [ ] "],
  },
};

describe("GET /files/* with a signed link: every resource document downloads", () => {
  it.each(RESOURCE_DOCUMENTS.map((d) => [d.slug, d] as const))("%s", async (slug, doc) => {
    const { res, body } = await download(await link(doc.storagePath));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe(doc.contentType);
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Heartland Closing Co - ${doc.name}.${doc.storagePath.split(".").pop()}"; filename*=UTF-8''${encodeURIComponent(`Heartland Closing Co - ${doc.name}`)}.${doc.storagePath.split(".").pop()}`,
    );
    expect(res.headers.get("Cache-Control")).toMatch(/^private, max-age=(29\d|300)$/);
    expect(Number(res.headers.get("Content-Length"))).toBe(body.length);

    if (doc.contentType === "application/pdf") {
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdfPageCount(body)).toBeGreaterThanOrEqual(3);
      const text = pdfText(body).replace(/\s+/g, " "); // lines wrap mid-phrase
      expect(text).toContain(SITE.phone);
      for (const phrase of PDF_PHRASES[slug]!) expect(text, phrase).toContain(phrase);
    } else {
      const files = unzipSync(new Uint8Array(body));
      const { files: expected, phrases } = ZIP_CONTENTS[slug]!;
      for (const name of expected) {
        expect(Object.keys(files), name).toContain(name);
        expect(files[name]!.length, `${name} is not trivial`).toBeGreaterThan(500);
      }
      const all = Object.values(files).map((f) => strFromU8(f)).join("\n");
      for (const phrase of phrases) expect(all, phrase).toContain(phrase);
      expect(all).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it("generated the files into the file store under DATA_DIR", () => {
    for (const doc of RESOURCE_DOCUMENTS) expect(existsSync(join(dataDir, "files", doc.storagePath)), doc.storagePath).toBe(true);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await app.request(await link("resources/moving-guide.pdf"), { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});

describe("GET /files/* refuses links that are expired, altered or bound to another file", () => {
  const expectPage = async (url: string, status: number, heading: string) => {
    const res = await app.request(url);
    expect(res.status).toBe(status);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain(`<h1>${heading}</h1>`);
    return html;
  };

  it("an expired link: 403 and a page that says how to get a fresh one", async () => {
    const url = await link("resources/moving-guide.pdf", new Date(Date.now() - 301_000));
    const html = await expectPage(url, 403, "This download link has expired");
    expect(html).toContain("Download links last 5 minutes");
    expect(html).toContain("sign in and open Resources on your dashboard again");
    expect(html).toContain('href="/login?next=%2Fdashboard"');
    expect(html).not.toContain("<script");
  });

  it("a link for one file used for another: 403, not valid", async () => {
    const url = await link("resources/moving-guide.pdf");
    await expectPage(url.replace("moving-guide", "insurance-guide"), 403, "This download link is not valid");
  });

  it("a lengthened expiry: 403, not valid", async () => {
    const url = await link("resources/checklists.zip");
    const longer = url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 86_400}`);
    await expectPage(longer, 403, "This download link is not valid");
  });

  it("a genuine link to a file that is not in the store: 404", async () => {
    await expectPage(await link("resources/withdrawn-guide.pdf"), 404, "We could not find this file");
  });

  it("a link signed by another server's key: 403", async () => {
    const expires = Math.floor(Date.now() / 1000) + 60;
    const forged = linkSignature(Buffer.alloc(32, 1), "resources/moving-guide.pdf", expires);
    await expectPage(`/files/resources/moving-guide.pdf?expires=${expires}&signature=${forged}`, 403, "This download link is not valid");
  });
});

describe("odd paths never reach the disk and never answer 500", () => {
  const valid = () => signResourceLink(services, "resources/moving-guide.pdf").then((l) => new URL(l.url, "http://x").search);

  it.each([
    ["no query at all", "/files/resources/moving-guide.pdf", ""],
    ["the bare prefix", "/files/", "?"],
    ["no path", "/files", "?"],
    ["encoded slashes and dots", "/files/..%2f..%2fetc%2fpasswd", "?"],
    ["encoded traversal inside the prefix", "/files/resources%2f..%2f..%2f..%2fetc%2fpasswd", "?"],
    ["a NUL byte", "/files/resources/moving-guide.pdf%00.txt", "?"],
    ["a broken escape", "/files/resources/%zz.pdf", "?"],
    ["a lone surrogate escape", "/files/resources/%ED%A0%80.pdf", "?"],
    ["upper case", "/files/RESOURCES/MOVING-GUIDE.PDF", "?"],
    ["a double slash", "/files/resources//moving-guide.pdf", "?"],
    ["a very long path", `/files/${"a/".repeat(3000)}x.pdf`, "?"],
    ["a very long signature", "/files/resources/moving-guide.pdf", `?expires=1&signature=${"a".repeat(10_000)}`],
    ["repeated parameters", "/files/resources/moving-guide.pdf", "?expires=1&expires=2&signature=x&signature=y"],
  ])("%s: 403", async (_name, path, query) => {
    const search = query === "?" ? await valid() : query;
    const res = await app.request(`${path}${search}`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("This download link is not valid");
  });

  describe("over a real socket, where the raw path reaches the server unnormalised", () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer(database, env);
    });
    afterAll(() => server.close());

    const rawGet = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        const socket = connect(Number(port), hostname, () => socket.end(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
        let data = "";
        socket.on("data", (d) => (data += d.toString("latin1")));
        socket.on("end", () => resolve(data));
        socket.on("error", reject);
      });

    it.each(["/files/../../../../etc/passwd", "/files/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/files/resources/../../server/env.ts", "/files/..\\..\\etc\\passwd"])("%s", async (path) => {
      const response = await rawGet(`${path}?expires=9999999999&signature=${"0".repeat(64)}`);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).not.toBe(500);
      expect(response).not.toContain("root:");
      expect(response).not.toContain("process.env");
    });
  });
});
