/**
 * Bodies that stall or trickle, over a real socket, with the thresholds made short for the test
 * (a 1 s stall; 2 KiB/s over each 0.5 s): dropped with 408 in the API's shape in about a second
 * instead of Node's 300 s, and an upload's temporary file removed; a body at a normal pace, and
 * a client that waits while the server is busy, are not.
 */
import { existsSync, readdirSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { closingDocuments, closingFiles, profiles } from "#db/schema/index.ts";
import { uniqueEmail } from "#tests/support/auth-requests.ts";
import { startServer, type RunningServer } from "#tests/support/running-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";

const IDLE_MS = 1_000;
let database: TestDatabase;
let server: RunningServer;
let dataDir: string;
let adminToken: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), "hc-pace-"));
  server = await startServer(database, { DATA_DIR: dataDir, ADMIN_MFA: "optional", BODY_IDLE_TIMEOUT_MS: String(IDLE_MS), BODY_MIN_BYTES_PER_SECOND: "2048" });
  const res = await fetch(`${server.url}/auth/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: uniqueEmail("pace-admin"), password: "correct horse", data: { account_type: "agent" } }),
  });
  const session = (await res.json()) as { access_token: string; user: { id: string } };
  await database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, session.user.id));
  adminToken = session.access_token;
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Paced {
  status: number;
  json: Record<string, unknown> | undefined;
  ms: number;
}

/**
 * Sends `head` (request line and headers), then the body's pieces with a pause before each, and
 * then waits; resolves with the answer, or status 0 when none came within `giveUpMs`.
 */
function paced(head: string, pieces: { bytes: Buffer; afterMs: number }[], giveUpMs = 8_000): Promise<Paced> {
  const { hostname, port } = new URL(server.url);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let text = "";
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      let json: Record<string, unknown> | undefined;
      try {
        json = JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4)) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
      resolve({ status, json, ms: Math.round(performance.now() - started) });
    };
    const timer = setTimeout(finish, giveUpMs);
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("close", finish);
    socket.on("error", () => {});
    socket.write(head);
    void (async () => {
      for (const piece of pieces) {
        await sleep(piece.afterMs);
        if (done || socket.destroyed) return;
        socket.write(piece.bytes);
      }
    })();
  });
}

const jsonHead = (path: string, length: number) => `POST ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe("a body that stops coming", () => {
  test("a JSON body stalled half-way: 408 request_timeout in the data API's shape, about a second later", async () => {
    const res = await paced(jsonHead("/api/v1/leads", 200), [{ bytes: Buffer.from('{"name":"Slow Sender","email":'), afterMs: 0 }]);
    console.log(`[pace] JSON body stalled half-way: ${res.status} after ${res.ms} ms`);
    expect(res.status).toBe(408);
    expect(res.json).toMatchObject({ code: "request_timeout", message: expect.any(String) });
    expect(res.ms).toBeLessThan(IDLE_MS * 3);
  });

  test("on the auth API: 408 in GoTrue's shape", async () => {
    const res = await paced(jsonHead("/auth/v1/signup", 200), [{ bytes: Buffer.from('{"email":'), afterMs: 0 }]);
    expect(res.status).toBe(408);
    expect(res.json).toMatchObject({ code: 408, error_code: "request_timeout" });
  });

  test("a trickle (100 bytes every 100 ms, 1 KB/s) is dropped although bytes keep coming", async () => {
    const pieces = Array.from({ length: 60 }, () => ({ bytes: Buffer.alloc(100, 0x20), afterMs: 100 }));
    const res = await paced(jsonHead("/api/v1/leads", 20_000), [{ bytes: Buffer.from('{"message":"'), afterMs: 0 }, ...pieces]);
    console.log(`[pace] a 1 KB/s trickle: ${res.status} after ${res.ms} ms`);
    expect(res.status).toBe(408);
    expect(res.ms).toBeLessThan(IDLE_MS * 3);
  });
});

describe("uploads", () => {
  const BOUNDARY = "----pace-boundary";
  const pdfStart = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n", "latin1");
  const uploadHead = (fileId: string, length: number) =>
    `POST /api/v1/admin/closing-files/${fileId}/documents HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nAuthorization: Bearer ${adminToken}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`;
  const partHead = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const partEnd = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

  async function newFile(): Promise<string> {
    const [file] = await database.db
      .insert(closingFiles)
      .values({ fileNumber: `HC-PACE-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, propertyAddress: "1 Main St, Ames, IA 50010", county: "Story", kind: "purchase" })
      .returning({ id: closingFiles.id });
    return file!.id;
  }
  const leftFor = async (fileId: string) => {
    const dir = join(dataDir, "files", "closing", fileId);
    // The route's clean-up runs once the connection is gone; give it a moment.
    for (let i = 0; i < 20; i += 1) {
      if (!existsSync(dir) || readdirSync(dir).length === 0) break;
      await sleep(50);
    }
    return { files: existsSync(dir) ? readdirSync(dir) : [], rows: await database.db.select().from(closingDocuments).where(eq(closingDocuments.fileId, fileId)) };
  };

  test("an upload that stalls after 256 KB: 408, and its temporary file is gone", async () => {
    const fileId = await newFile();
    const sent = Buffer.concat([partHead, pdfStart, Buffer.alloc(256 * 1024 - pdfStart.length, 0x20)]);
    const res = await paced(uploadHead(fileId, 2 * 1024 * 1024), [{ bytes: sent, afterMs: 0 }]);
    console.log(`[pace] an upload stalled after 256 KB: ${res.status} after ${res.ms} ms`);
    expect(res.status).toBe(408);
    expect(await leftFor(fileId)).toEqual({ files: [], rows: [] });
  });

  test("an upload at a normal pace (64 KB every 50 ms) is stored", async () => {
    const fileId = await newFile();
    const size = 2 * 1024 * 1024;
    const file = Buffer.concat([pdfStart, Buffer.alloc(size - pdfStart.length, 0x20)]);
    const body = Buffer.concat([partHead, file, partEnd]);
    const pieces = [];
    for (let at = 0; at < body.length; at += 64 * 1024) pieces.push({ bytes: body.subarray(at, at + 64 * 1024), afterMs: 50 });
    const res = await paced(uploadHead(fileId, body.length), pieces, 15_000);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ size_bytes: size });
  });

  test("a body with pauses shorter than the idle timeout, at a fair rate over each window, is read", async () => {
    const body = JSON.stringify({ name: "Pat Pause", email: "pat@example.com", message: "m".repeat(11_000) });
    const third = Math.ceil(body.length / 3);
    const res = await paced(
      jsonHead("/api/v1/leads", body.length),
      [0, 1, 2].map((i) => ({ bytes: Buffer.from(body.slice(i * third, (i + 1) * third)), afterMs: i === 0 ? 0 : IDLE_MS * 0.4 })),
    );
    // Read and judged on its content (a message that long is refused), not dropped.
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed" });
  });
});
