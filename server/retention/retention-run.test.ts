/**
 * The daily disposal under a fake clock (issue 33): every kind filled, the clock moved past each
 * threshold in turn, and each run shown to dispose of what was due and nothing else — rows and
 * stored bytes gone, a document's row kept and marked, one audit row per disposal naming the kind
 * and the record but no content, the audit log otherwise untouched; a second instance's run the
 * same Iowa day does nothing; on S3 the object is really gone.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditEvents,
  closingDocuments,
  closingFiles,
  closingMilestones,
  closingParties,
  closingStatusLinks,
  disbursementAccounts,
  leads,
  pipelineNotes,
  serviceRequests,
  statusLinkCodes,
  statusLinkSessions,
} from "#db/schema/index.ts";
import type { AppDb } from "#db/client.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { createFileStore } from "#server/storage/create-file-store.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { createFsFileStore } from "#server/storage/fs-file-store.ts";
import { startLocalS3, type LocalS3 } from "#server/storage/local-s3-server.ts";
import { jobState } from "#server/jobs/job-lease.ts";
import { RETENTION_JOB, runRetentionIfDue, runRetentionNow } from "./retention-run.ts";

let database: TestDatabase;
let db: AppDb;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database?.close());

const at = (iso: string) => new Date(iso);
const SECRET = "Ambrose Kettleworth";

/** A closing file, completed at `completedAt`, "Closed and disbursed" on `disbursedOn`, with a payoff account and `docs` stored documents. */
async function file(store: FileStore, opts: { completedAt: string | null; disbursedOn: string | null; docs: number; serviceRequestId?: string }) {
  const [f] = await db
    .insert(closingFiles)
    .values({
      fileNumber: `HC-2016-${Math.floor(Math.random() * 9e5 + 1e5)}`,
      propertyAddress: "12 Elm St, Ames, IA 50010",
      county: "Story",
      kind: "purchase",
      completedAt: opts.completedAt ? at(opts.completedAt) : null,
      serviceRequestId: opts.serviceRequestId ?? null,
    })
    .returning({ id: closingFiles.id });
  const fileId = f!.id;
  if (opts.disbursedOn) await db.insert(closingMilestones).values({ fileId, milestone: "closed_disbursed", state: "done", doneOn: opts.disbursedOn });
  const [account] = await db
    .insert(disbursementAccounts)
    .values({ fileId, kind: "payoff", holderName: "First Iowa Mortgage", visibleDigits: "4321", sealed: Buffer.from(`sealed ${SECRET}`).toString("base64") })
    .returning({ id: disbursementAccounts.id });
  const documents: { id: string; key: string }[] = [];
  for (let i = 0; i < opts.docs; i += 1) {
    const id = randomUUID();
    const key = `closing/${fileId}/${id}`;
    await store.put(key, Buffer.from(`%PDF ${SECRET}`));
    await db.insert(closingDocuments).values({ id, fileId, name: `${SECRET} deed ${i}.pdf`, contentType: "application/pdf", sizeBytes: 30, sha256: "b".repeat(64), storageKey: key });
    documents.push({ id, key });
  }
  return { fileId, accountId: account!.id, documents };
}

async function lead(updatedAt: string) {
  const [row] = await db
    .insert(leads)
    .values({ name: SECRET, email: `lead-${randomUUID().slice(0, 8)}@example.com`, message: "Closing in Ames?", createdAt: at(updatedAt), updatedAt: at(updatedAt) })
    .returning({ id: leads.id });
  return row!.id;
}

async function request(updatedAt: string, leadId?: string) {
  const [row] = await db
    .insert(serviceRequests)
    .values({ name: SECRET, email: `req-${randomUUID().slice(0, 8)}@example.com`, serviceType: "title", leadId: leadId ?? null, createdAt: at(updatedAt), updatedAt: at(updatedAt) })
    .returning({ id: serviceRequests.id });
  return row!.id;
}

/** A status link of the file with one code and one session expiring at `expiresAt`. */
async function access(fileId: string, expiresAt: string) {
  const [party] = await db.insert(closingParties).values({ fileId, role: "seller", name: SECRET }).returning({ id: closingParties.id });
  const [link] = await db.insert(closingStatusLinks).values({ fileId, tokenHash: randomUUID().replaceAll("-", "") }).returning({ id: closingStatusLinks.id });
  await db.insert(statusLinkCodes).values({ linkId: link!.id, partyId: party!.id, channel: "email", codeHash: "x", expiresAt: at(expiresAt) });
  await db.insert(statusLinkSessions).values({ linkId: link!.id, partyId: party!.id, tokenHash: randomUUID(), expiresAt: at(expiresAt) });
  return link!.id;
}

const exists = async (table: typeof leads | typeof serviceRequests | typeof disbursementAccounts, id: string) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;
const retentionAudit = () => db.select().from(auditEvents).where(like(auditEvents.action, "retention.%"));

describe("the daily disposal, file system store", () => {
  let root: string;
  let store: FileStore;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "hc-retention-"));
    store = createFsFileStore(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test("disposes of each kind once its period has passed, audits each disposal without content, and runs once a day", async () => {
    // Today: Saturday 28 November 2026, 9 a.m. in Iowa.
    let now = at("2026-11-28T15:00:00Z");
    const clock = () => now;

    const recentRequest = await request("2026-10-01T12:00:00Z");
    const recent = await file(store, { completedAt: "2026-11-27T20:00:00Z", disbursedOn: "2026-11-27", docs: 1, serviceRequestId: recentRequest });
    const old = await file(store, { completedAt: "2016-06-01T20:00:00Z", disbursedOn: "2016-05-30", docs: 2 });
    const open = await file(store, { completedAt: null, disbursedOn: null, docs: 1 });
    const oldLead = await lead("2024-06-01T12:00:00Z");
    const noteLead = await lead("2024-06-01T12:00:00Z"); // old, but a note last month keeps it
    await db.insert(pipelineNotes).values({ leadId: noteLead, kind: "note", body: "Called back", createdAt: at("2026-11-01T12:00:00Z") });
    const filedLead = await lead("2023-01-01T12:00:00Z"); // became a request that became a file
    const filedRequest = await request("2023-01-02T12:00:00Z", filedLead);
    await file(store, { completedAt: null, disbursedOn: null, docs: 0, serviceRequestId: filedRequest });
    const oldRequest = await request("2024-01-01T12:00:00Z");
    const deadLink = await access(open.fileId, "2026-09-01T12:00:00Z");
    const liveLink = await access(recent.fileId, "2026-11-28T15:30:00Z");
    const auditBefore = await db.select().from(auditEvents);

    // --- Run 1: ten-year-old documents and bank details, a two-year-idle lead and request, long-expired codes.
    const first = await runRetentionIfDue({ db, store, now: clock, holder: "instance-a" });
    expect(first).toEqual({ ran: true, value: { bank_details: 1, documents: 2, document_bytes: 60, leads: 1, service_requests: 1, expired_access: 2 } });

    expect(await exists(disbursementAccounts, old.accountId)).toBe(false);
    expect(await exists(disbursementAccounts, recent.accountId)).toBe(true);
    for (const d of old.documents) expect(await store.exists(d.key)).toBe(false);
    const oldDocs = await db.select().from(closingDocuments).where(eq(closingDocuments.fileId, old.fileId));
    // The record of what existed stays: name, size, hash; marked disposed at the run's time.
    expect(oldDocs.map((d) => [d.sizeBytes, d.sha256, d.disposedAt?.toISOString()])).toEqual([
      [30, "b".repeat(64), now.toISOString()],
      [30, "b".repeat(64), now.toISOString()],
    ]);
    for (const d of [...recent.documents, ...open.documents]) expect(await store.exists(d.key)).toBe(true);
    expect(await exists(leads, oldLead)).toBe(false);
    expect(await exists(leads, noteLead)).toBe(true);
    expect(await exists(leads, filedLead)).toBe(true);
    expect(await exists(serviceRequests, oldRequest)).toBe(false);
    expect(await exists(serviceRequests, filedRequest)).toBe(true);
    expect(await exists(serviceRequests, recentRequest)).toBe(true);
    expect(await db.select().from(statusLinkCodes).where(inArray(statusLinkCodes.linkId, [deadLink, liveLink]))).toHaveLength(1);
    expect(await db.select().from(statusLinkSessions).where(inArray(statusLinkSessions.linkId, [deadLink, liveLink]))).toHaveLength(1);

    // The audit log: every earlier row untouched, one row per disposal, none carrying content.
    const auditAfter = await db.select().from(auditEvents);
    expect(auditAfter.filter((a) => auditBefore.some((b) => b.id === a.id))).toEqual(auditBefore);
    const written = await retentionAudit();
    expect(written.map((a) => [a.action, a.targetType, a.targetId]).sort()).toEqual(
      [
        ["retention.bank_details_disposed", "closing_file", old.fileId],
        ["retention.document_disposed", "closing_document", old.documents[0]!.id],
        ["retention.document_disposed", "closing_document", old.documents[1]!.id],
        ["retention.lead_disposed", "lead", oldLead],
        ["retention.service_request_disposed", "service_request", oldRequest],
        ["retention.expired_access_disposed", null, null],
        ["retention.run_completed", null, null],
      ].sort(),
    );
    expect(written.every((a) => a.actorId === null)).toBe(true);
    expect(JSON.stringify(written)).not.toContain(SECRET);
    expect(JSON.stringify(written)).not.toContain("4321");

    // --- Another instance, later the same Iowa day (11:30 p.m.): nothing to do, nothing touched.
    now = at("2026-11-29T05:30:00Z");
    expect(await runRetentionIfDue({ db, store, now: clock, holder: "instance-b" })).toEqual({ ran: false });
    expect(await retentionAudit()).toHaveLength(written.length);

    // --- 30 days after the recent file's "Closed and disbursed" (27 Nov): its bank details go, its documents stay.
    now = at("2026-12-27T05:59:00Z"); // 11:59 p.m. on 26 December in Iowa: not yet
    expect(await runRetentionIfDue({ db, store, now: clock, holder: "instance-b" })).toMatchObject({ ran: true, value: { bank_details: 0 } });
    expect(await exists(disbursementAccounts, recent.accountId)).toBe(true);
    now = at("2026-12-27T15:00:00Z");
    expect(await runRetentionIfDue({ db, store, now: clock, holder: "instance-a" })).toMatchObject({ ran: true, value: { bank_details: 1, documents: 0 } });
    expect(await exists(disbursementAccounts, recent.accountId)).toBe(false);
    expect(await store.exists(recent.documents[0]!.key)).toBe(true);

    // --- Ten years after the recent file's completion: its document goes; the open file's stays whatever the date.
    now = at("2036-11-28T15:00:00Z");
    expect(await runRetentionIfDue({ db, store, now: clock })).toMatchObject({ ran: true, value: { documents: 1 } });
    expect(await store.exists(recent.documents[0]!.key)).toBe(false);
    expect(await store.exists(open.documents[0]!.key)).toBe(true);
    // The request of a file is part of the file's record: still there.
    expect(await exists(serviceRequests, recentRequest)).toBe(true);
    expect(await exists(leads, filedLead)).toBe(true);
    expect((await jobState(db, RETENTION_JOB))?.lastResult).toBe("succeeded");
  });

  test("a crash between marking a document and removing its bytes: the next run removes them", async () => {
    const now = at("2040-01-10T15:00:00Z");
    const f = await file(store, { completedAt: "2020-01-01T12:00:00Z", disbursedOn: null, docs: 1 });
    // As a run killed after its transaction committed would leave it: marked, bytes still stored.
    await db.update(closingDocuments).set({ disposedAt: at("2040-01-09T15:00:00Z") }).where(eq(closingDocuments.id, f.documents[0]!.id));
    expect(await store.exists(f.documents[0]!.key)).toBe(true);
    await runRetentionNow({ db, store, now: () => now });
    expect(await store.exists(f.documents[0]!.key)).toBe(false);
  });
});

describe("the daily disposal, S3 store", () => {
  let s3: LocalS3;
  let store: FileStore;
  beforeAll(async () => {
    s3 = await startLocalS3();
    store = createFileStore({ dataDir: "/nonexistent", STORAGE_URL: s3.storageUrl });
  });
  afterAll(() => s3?.close());

  test("a disposed document's object is gone from the bucket", async () => {
    const f = await file(store, { completedAt: "2030-01-01T12:00:00Z", disbursedOn: null, docs: 1 });
    expect(await store.get(f.documents[0]!.key)).not.toBeNull();
    const outcome = await runRetentionNow({ db, store, now: () => at("2045-01-10T15:00:00Z") });
    expect(outcome).toMatchObject({ ran: true, value: { documents: 1 } });
    expect(await store.exists(f.documents[0]!.key)).toBe(false);
    expect(await store.get(f.documents[0]!.key)).toBeNull();
  });
});
