/**
 * Two instances, one database: two real servers (server/main.ts, child processes) on one
 * PostgreSQL database and one S3-compatible store (s3rver), e-mail to one SMTP server, as behind
 * a load balancer (one PUBLIC_URL, TRUST_PROXY). They behave as one service: a session made on A
 * refreshes on B, rate limits count requests to both, each outbox message is delivered once while
 * both mail workers run, a document uploaded through A downloads through B, and a status link
 * issued on A opens on B.
 */
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REFRESH_REUSE_GRACE_MS } from "#server/auth/sessions.ts";
import { FORM_LIMITS } from "#server/api/forms/form-limits.ts";
import { AUTH_LIMITS } from "#server/auth/limits.ts";
import { startLocalS3, type LocalS3 } from "#server/storage/local-s3-server.ts";
import { missingRequirement } from "../support/missing-requirement.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { createScratchDatabase, sharedPostgresReachable, SHARED_POSTGRES_URL, type ScratchDatabase } from "../support/shared-postgres.ts";
import { startSmtp } from "../support/smtp-server.ts";
import { call, expectCall, provenAgent, signUp, until, verifiedAdmin, type Session } from "./http-kit.ts";
import { generateKeyringText } from "#server/crypto/test-keyring.ts";

const reachable = await sharedPostgresReachable();
if (!reachable) missingRequirement(`a PostgreSQL server at ${SHARED_POSTGRES_URL}`, "Start one (e.g. pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.");

/** The address of the service behind the load balancer: both instances sign and link with it. */
const PUBLIC_URL = "http://heartland.test";
const ADMIN_EMAIL = "two-instances-admin@scale.example";
const PASSWORD = "two instances password";

describe.runIf(reachable)("two instances on one PostgreSQL database and one S3 store", () => {
  let scratch: ScratchDatabase;
  let s3: LocalS3;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Client;
  let admin: Session;
  let fileId: string;

  beforeAll(async () => {
    [scratch, s3, smtp] = await Promise.all([createScratchDatabase("hc_scale"), startLocalS3(), startSmtp()]);
    const env = {
      DATABASE_URL: scratch.url,
      STORAGE_URL: s3.storageUrl,
      // One master key for both, as every instance of a deployment shares it (one per run).
      DATA_ENCRYPTION_KEY: generateKeyringText(),
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      TRUST_PROXY: "true",
      ADMIN_EMAILS: ADMIN_EMAIL,
      // Both workers poll often, so both are at the queue whenever it has something.
      OUTBOX_POLL_MS: "100",
      // Info: each worker logs the messages it delivered, which tells the instances' shares apart.
      LOG_LEVEL: "info",
      // Two new agents send 30 e-mails each to one client below; the sending caps that would stop
      // them are tested in server/api/clients/communication-refusals.test.ts.
      CLIENT_MESSAGES_NEW_ACCOUNT_PER_HOUR: "60",
      CLIENT_MESSAGES_NEW_ACCOUNT_PER_DAY: "60",
      CLIENT_MESSAGES_PER_RECIPIENT_PER_DAY: "60",
    };
    // Started together, as a deployment would: migrations take an advisory lock (db/migrate.ts).
    [a, b] = await Promise.all([startServerProcess(env, 120_000), startServerProcess(env, 120_000)]);
    db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    admin = await verifiedAdmin(a.url, ADMIN_EMAIL, PASSWORD, "198.51.100.10");
    const file = await expectCall(201, a.url, "POST", "/api/v1/admin/closing-files", {
      token: admin.accessToken,
      ip: "198.51.100.10",
      body: { property_address: "412 Elm St, Cedar Falls, IA 50613", county: "Black Hawk", kind: "purchase" },
    });
    fileId = file.json.id as string;
  });
  afterAll(async () => {
    await db?.end().catch(() => {});
    await Promise.all([a?.kill("SIGTERM"), b?.kill("SIGTERM")]);
    await Promise.all([smtp?.close(), s3?.close(), scratch?.drop()]);
  });

  let rotated: { at: number; stale: string; current: string } | undefined;

  test("a session made on A refreshes on B, and each accepts the other's access tokens", async () => {
    const ip = "198.51.100.20";
    const session = await signUp(a.url, "session-on-a@scale.example", PASSWORD, ip);
    const onB = await expectCall(200, b.url, "POST", "/auth/v1/token?grant_type=refresh_token", { ip, body: { refresh_token: session.refreshToken } });
    expect(onB.json.refresh_token).not.toBe(session.refreshToken);
    expect(onB.json.user.id).toBe(session.userId);
    rotated = { at: Date.now(), stale: session.refreshToken, current: onB.json.refresh_token as string };
    // A token B signed is good on A, and the other way round.
    expect((await call(a.url, "GET", "/auth/v1/user", { token: onB.json.access_token })).status).toBe(200);
    expect((await call(b.url, "GET", "/api/v1/me", { token: session.accessToken })).status).toBe(200);
    // Within the grace window (two tabs refreshing at once) A answers the old token with the very
    // child B handed out: both derive it with the same key from the database.
    const graceOnA = await expectCall(200, a.url, "POST", "/auth/v1/token?grant_type=refresh_token", { ip, body: { refresh_token: session.refreshToken } });
    expect(graceOnA.json.refresh_token).toBe(rotated.current);
  });

  test("rate limits count requests to both: the contact form and failed sign-ins stop at the same total", async () => {
    const ip = "203.0.113.77";
    const lead = (n: number) => ({ name: `Split Visitor ${n}`, email: `split-${n}@scale.example`, message: "Do you close in Waterloo?" });
    const servers = [a, b];
    for (let n = 0; n < FORM_LIMITS.contact.max; n++) {
      expect((await call(servers[n % 2]!.url, "POST", "/api/v1/leads", { ip, body: lead(n) })).status, `contact post ${n + 1}`).toBe(201);
    }
    for (const server of servers) {
      const over = await call(server.url, "POST", "/api/v1/leads", { ip, body: lead(99) });
      expect(over.status).toBe(429);
      expect(over.json.code).toBe("rate_limited");
    }

    const victim = await signUp(b.url, "guessed@scale.example", PASSWORD, "198.51.100.30");
    const guesser = "203.0.113.78";
    const wrong = { email: victim.email, password: "not the password" };
    for (let n = 0; n < AUTH_LIMITS.signinFailuresPerEmailIp.max; n++) {
      const res = await call(servers[n % 2]!.url, "POST", "/auth/v1/token?grant_type=password", { ip: guesser, body: wrong });
      expect(res.status, `wrong password ${n + 1}`).toBe(400);
    }
    for (const server of servers) {
      const over = await call(server.url, "POST", "/auth/v1/token?grant_type=password", { ip: guesser, body: wrong });
      expect(over.status).toBe(429);
    }
  });

  test("a document uploaded through A downloads through B byte for byte", async () => {
    // Over one 5 MB part, so the store's multipart upload is used.
    const bytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(6 * 1024 * 1024)]);
    const form = new FormData();
    form.append("visibility", "professionals");
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "Purchase agreement.pdf");
    const uploaded = await fetch(`${a.url}/api/v1/admin/closing-files/${fileId}/documents`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.accessToken}` },
      body: form,
    });
    const doc = (await uploaded.json()) as { id: string; sha256: string };
    expect(uploaded.status).toBe(201);
    expect(doc.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));

    const link = await expectCall(200, b.url, "POST", `/api/v1/admin/closing-files/${fileId}/documents/${doc.id}/link`, { token: admin.accessToken });
    const download = await fetch(`${b.url}${link.json.url as string}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    // And a link signed by A opens on B.
    const linkFromA = await expectCall(200, a.url, "POST", `/api/v1/admin/closing-files/${fileId}/documents/${doc.id}/link`, { token: admin.accessToken });
    const again = await fetch(`${b.url}${linkFromA.json.url as string}`);
    expect(again.status).toBe(200);
    expect(createHash("sha256").update(Buffer.from(await again.arrayBuffer())).digest("hex")).toBe(doc.sha256);
  });

  test("a status link issued on A opens on B", async () => {
    const issued = await expectCall(201, a.url, "POST", `/api/v1/admin/closing-files/${fileId}/status-link`, { token: admin.accessToken, body: { send: false } });
    const page = await call(b.url, "GET", `/api/v1/status/${issued.json.token as string}`, { ip: "198.51.100.40" });
    expect(page.status).toBe(200);
    expect(page.json.property_address).toBe("412 Elm St, Cedar Falls, IA 50613");
    // Reissued on B, the link A gave out stops working on A.
    await expectCall(201, b.url, "POST", `/api/v1/admin/closing-files/${fileId}/status-link`, { token: admin.accessToken, body: { send: false } });
    expect((await call(a.url, "GET", `/api/v1/status/${issued.json.token as string}`, { ip: "198.51.100.40" })).status).toBe(404);
  });

  test("each outbox message is delivered exactly once while both mail workers run", async () => {
    // 60 e-mails to clients, queued through A and B alternately by two agents who proved their
    // addresses (30 each, within the caps set above), on top of what the tests above queued.
    const senders = await Promise.all(
      [0, 1].map(async (i) => {
        const ip = `198.51.100.${50 + i}`;
        const agent = await provenAgent(a.url, `burst-${i}@scale.example`, PASSWORD, ip, smtp);
        const client = await expectCall(201, b.url, "POST", "/api/v1/clients", { token: agent.accessToken, ip, body: { name: `Burst Client ${i}`, email: `burst-client-${i}@clients.example` } });
        return { agent, ip, clientId: client.json.id as string };
      }),
    );
    await Promise.all(
      senders.map(async ({ agent, ip, clientId }) => {
        for (let n = 0; n < 30; n++) {
          const server = n % 2 === 0 ? a : b;
          await expectCall(201, server.url, "POST", `/api/v1/clients/${clientId}/communications`, {
            token: agent.accessToken,
            ip,
            body: { type: "email", subject: `Update ${n + 1}`, content: `Closing update number ${n + 1}.` },
          });
        }
      }),
    );

    const rows = async () => (await db.query<{ id: string; status: string }>("select id, status from outbox where channel = 'email'")).rows;
    const all = await until("every e-mail marked sent", 60_000, rows, (r) => r.length >= 60 && r.every((m) => m.status === "sent"));
    // Anything sent twice would arrive by now.
    await new Promise((r) => setTimeout(r, 1_000));
    const host = new URL(PUBLIC_URL).hostname;
    const arrivals = new Map<string, number>();
    for (const m of smtp.received) {
      const id = /^Message-ID:\s*<([^@>]+)@/im.exec(m.raw)?.[1] ?? "(none)";
      arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
    }
    expect([...arrivals.keys()].sort()).toEqual(all.map((r) => r.id).sort());
    expect([...arrivals.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect(smtp.received.every((m) => m.raw.includes(`@${host}>`))).toBe(true);

    // Both workers took part, and no message was delivered by both.
    const deliveredBy = (s: ServerProcess) => new Set(s.logLines().filter((l) => l.msg === "outbox message delivered").map((l) => l.outboxId as string));
    const byA = deliveredBy(a);
    const byB = deliveredBy(b);
    console.log(`two instances: ${all.length} e-mails, ${byA.size} delivered by A and ${byB.size} by B`);
    expect(byA.size).toBeGreaterThan(0);
    expect(byB.size).toBeGreaterThan(0);
    expect([...byA].filter((id) => byB.has(id))).toEqual([]);
    expect(byA.size + byB.size).toBe(all.length);

    // The senders' histories, read on either instance, say sent.
    for (const { agent, clientId } of senders) {
      const history = await expectCall(200, b.url, "GET", `/api/v1/clients/${clientId}/communications?limit=100`, { token: agent.accessToken });
      expect(history.json.data.map((c: { status: string }) => c.status)).toEqual(new Array(30).fill("sent"));
    }
  });

  test("the refresh token B replaced is refused on A after the grace window, which ends the session on both", async () => {
    expect(rotated, "the first test rotated a token").toBeDefined();
    const wait = rotated!.at + REFRESH_REUSE_GRACE_MS + 500 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const stale = await call(a.url, "POST", "/auth/v1/token?grant_type=refresh_token", { ip: "198.51.100.20", body: { refresh_token: rotated!.stale } });
    expect(stale.status).toBe(400);
    expect(stale.json.error_code).toBe("refresh_token_already_used");
    // Reuse means theft to GoTrue: the session is over everywhere, so B refuses its own token now.
    const current = await call(b.url, "POST", "/auth/v1/token?grant_type=refresh_token", { ip: "198.51.100.20", body: { refresh_token: rotated!.current } });
    expect(current.status).toBe(400);
  });
});
