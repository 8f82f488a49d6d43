/**
 * Uploads over a real socket: a slow 20 MB upload goes through without the process holding it
 * (memory stays flat), and an oversize one is cut off with 413 and leaves nothing behind.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { closingDocuments } from "#db/schema/index.ts";
import { DOCUMENT_LIMITS } from "#core/closing/closing-file-fields.ts";
import { startServer, type RunningServer } from "#tests/support/running-server.ts";
import { uniqueEmail } from "#tests/support/auth-requests.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { SAMPLES, openFile, useDocumentsApp, type Person } from "#tests/support/kits/documents.ts";

const t = useDocumentsApp();
let server: RunningServer;
let agent: Person;
beforeAll(async () => {
  server = await startServer(t.database, { DATA_DIR: t.dataDir, ADMIN_MFA: "optional", TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "20" });
  // Tokens name their issuer (PUBLIC_URL), so the agent signs up with the server that checks them.
  const email = uniqueEmail("slow");
  const res = await fetch(`${server.url}/auth/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct horse", data: { account_type: "agent" } }),
  });
  const session = (await res.json()) as { access_token: string; user: { id: string } };
  agent = { email, token: session.access_token, id: session.user.id };
  await markEmailProven(t.database.db, email);
});
afterAll(() => server?.close());

const BOUNDARY = "----hc-test-boundary-7d3f";
const PIECE = Buffer.alloc(256 * 1024, 0x20);

/**
 * Sends a multipart upload of `total` bytes (a PDF header, then spaces) in 256 KB pieces with
 * `delayMs` between them, chunked, as a slow browser would. Resolves with the status and body.
 */
function slowUpload(path: string, total: number, delayMs: number, onPiece: () => void = () => {}) {
  return new Promise<{ status: number; body: string; sha256: string }>((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const req = request({
      hostname,
      port,
      path,
      method: "POST",
      headers: { authorization: `Bearer ${agent.token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "transfer-encoding": "chunked" },
    });
    const hash = createHash("sha256");
    req.on("response", (res) => {
      let body = "";
      res.on("data", (d: Buffer) => (body += d.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sha256: hash.digest("hex") }));
    });
    req.on("error", reject);
    void (async () => {
      req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="visibility"\r\n\r\neveryone\r\n`);
      req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
      req.write(SAMPLES.pdf);
      hash.update(SAMPLES.pdf);
      let sent = SAMPLES.pdf.length;
      while (sent < total && !req.destroyed) {
        const piece = PIECE.subarray(0, Math.min(PIECE.length, total - sent));
        hash.update(piece);
        sent += piece.length;
        if (!req.write(piece)) await new Promise((r) => req.once("drain", r));
        onPiece();
        await sleep(delayMs);
      }
      if (!req.destroyed) req.end(`\r\n--${BOUNDARY}--\r\n`);
    })().catch(reject);
  });
}

// Live memory, not garbage waiting for the collector: a full collection before each sample.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const used = () => {
  // Twice: buffers a collection frees are released after it (the sealed segments' ciphertexts,
  // server/api/documents/sealed-store.ts), and one pass can still count the last batch.
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

describe("uploads over a socket", () => {
  test("a slow 20 MB upload is stored whole while the process's memory does not grow by anything near its size", async () => {
    const fileId = await openFile(t.database, [{ role: "buyers_agent", email: agent.email }]);
    const path = `/api/v1/closing-files/${fileId}/documents`;
    await slowUpload(path, 512 * 1024, 0); // warm up the code paths
    const total = 20 * 1024 * 1024;
    const baseline = used();
    let peak = baseline;
    let pieces = 0;
    // Sampled every 2 MB: a body held in memory only grows, so a sample this often cannot miss it.
    const res = await slowUpload(path, total, 15, () => {
      if (++pieces % 8 === 0) peak = Math.max(peak, used());
    });
    expect(res.status).toBe(201);
    const doc = JSON.parse(res.body);
    expect(doc.size_bytes).toBe(total);
    expect(doc.sha256).toBe(res.sha256);
    // Holding the upload would add at least its 20 MB; streaming adds a few pieces' worth.
    expect(peak - baseline).toBeLessThan(total / 3);
    const [row] = await t.database.db.select().from(closingDocuments).where(eq(closingDocuments.id, doc.id));
    expect(row!.sha256).toBe(res.sha256);
  }, 120_000);

  test("a 25 MB document round trip, sealed on the way in and opened on the way out: the exact bytes, memory growth under 16 MiB", async () => {
    const fileId = await openFile(t.database, [{ role: "buyers_agent", email: agent.email }]);
    const path = `/api/v1/closing-files/${fileId}/documents`;
    const total = DOCUMENT_LIMITS.maxBytes;
    const baseline = used();
    let peak = baseline;
    let pieces = 0;
    let samples = 0;
    const sample = () => {
      samples += 1;
      peak = Math.max(peak, used());
    };
    const res = await slowUpload(path, total, 0, () => {
      if (++pieces % 8 === 0) sample();
    });
    expect(res.status).toBe(201);
    const doc = JSON.parse(res.body);
    const link = await fetch(`${server.url}${path}/${doc.id}/link`, { method: "POST", headers: { authorization: `Bearer ${agent.token}` } });
    const { url } = (await link.json()) as { url: string };
    const download = await new Promise<{ length: string | undefined; size: number; sha256: string }>((resolve, reject) => {
      request(new URL(url, server.url), (r) => {
        const hash = createHash("sha256");
        let size = 0;
        let sinceSample = 0;
        r.on("data", (d: Buffer) => {
          hash.update(d);
          size += d.length;
          sinceSample += d.length;
          if (sinceSample >= 2 * 1024 * 1024) {
            sinceSample = 0;
            sample();
          }
        });
        r.on("end", () => resolve({ length: r.headers["content-length"], size, sha256: hash.digest("hex") }));
        r.on("error", reject);
      })
        .on("error", reject)
        .end();
    });
    expect(download).toEqual({ length: String(total), size: total, sha256: res.sha256 });
    // The peak is of samples taken while each direction streamed (every 2 MB of either), not of one guess.
    expect(samples).toBeGreaterThanOrEqual(20);
    expect(peak - baseline).toBeLessThan(16 * 1024 * 1024);
    // Nothing of the document is kept once both ends are done.
    expect(used() - baseline).toBeLessThan(16 * 1024 * 1024);
    // The measure can fail: the same document held whole (as a buffering route would) counts in it.
    const held = Buffer.alloc(total, 1);
    expect(used() - baseline).toBeGreaterThan(16 * 1024 * 1024);
    expect(held.length).toBe(total);
  }, 120_000);

  test("an upload past 25 MB is answered 413 while it is still being sent, and nothing is left", async () => {
    const fileId = await openFile(t.database, [{ role: "buyers_agent", email: agent.email }]);
    const res = await slowUpload(`/api/v1/closing-files/${fileId}/documents`, DOCUMENT_LIMITS.maxBytes + 5 * 1024 * 1024, 0).catch((err: NodeJS.ErrnoException) => ({
      status: err.code === "EPIPE" || err.code === "ECONNRESET" ? -1 : 0,
      body: "",
      sha256: "",
    }));
    // The server answers and closes; the client may see the answer or, still writing, a reset.
    if (res.status !== -1) {
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).code).toBe("file_too_large");
    }
    const dir = join(t.dataDir, "files", "closing", fileId);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    expect(await t.database.db.select().from(closingDocuments).where(eq(closingDocuments.fileId, fileId))).toEqual([]);
  }, 120_000);
});
