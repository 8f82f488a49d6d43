/**
 * Staff hear of the parties' uploads in the file's batch (issue 29): an agent's or lender's upload
 * through the portal waits, like a step change, until the file has been quiet for the batch
 * window, then every upload since the last notice goes to the office's staff address in one
 * e-mail; staff's own uploads are not announced, and nothing is told twice.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { closingDocuments } from "#db/schema/index.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { SAMPLES, admin, form, openFile, person, send, useDocumentsApp } from "#tests/support/kits/documents.ts";
import { addEvent, queuedAbout } from "#tests/support/kits/notifier.ts";
import { loadConfig } from "../env.ts";
import { createServices } from "../services.ts";
import { notifyDueFiles } from "./notifier.ts";

const env = { PUBLIC_URL: "https://closing.example", CLOSING_NOTIFY_BATCH_SECONDS: "180", STAFF_EMAIL: "closers@closing.example" };
const t = useDocumentsApp(env);
const services = () => createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", ...env }), logger: silentLogger, kickOutbox: () => {} });

const upload = (fileId: string, token: string, name: string, path = `/api/v1/closing-files/${fileId}/documents`) =>
  send(t.app, "POST", path, { token, body: form({ name, bytes: SAMPLES.pdf, type: "application/pdf" }, { visibility: "professionals", label: "Lender's instructions" }) });

const age = (fileId: string, seconds: number) =>
  t.database.db
    .update(closingDocuments)
    .set({ createdAt: sql`${closingDocuments.createdAt} - (${seconds} * interval '1 second')` })
    .where(eq(closingDocuments.fileId, fileId));

const staffNotices = async (fileId: string) => (await queuedAbout(t.database.db, fileId, "email")).filter((m) => m.kind === "closing.staff_upload_notice");

describe("a party's upload", () => {
  test("queues one staff notice for the file's batch, listing every upload since the last, once the file is quiet", async () => {
    const lender = await person(t.app, "lender");
    const staff = await admin(t);
    const fileId = await openFile(t.database, [{ role: "lender", email: lender.email }]);
    expect((await upload(fileId, lender.token, "lender-instructions.pdf")).status).toBe(201);
    expect((await upload(fileId, lender.token, "payoff-estimate.pdf")).status).toBe(201);
    // Staff's own upload is not announced to staff.
    expect((await upload(fileId, staff.token, "title-commitment.pdf", `/api/v1/admin/closing-files/${fileId}/documents`)).status).toBe(201);

    // Within the batch window: nothing yet, not one e-mail per upload.
    await notifyDueFiles(services());
    expect(await staffNotices(fileId)).toEqual([]);

    await age(fileId, 200);
    await notifyDueFiles(services());
    const notices = await staffNotices(fileId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: "closers@closing.example", subject: expect.stringMatching(/: 2 documents uploaded$/) });
    expect(notices[0]!.text).toContain(`- lender-instructions.pdf (Lender's instructions), from Party Person (lender / loan officer), ${lender.email.toLowerCase()}`);
    expect(notices[0]!.text).toContain("- payoff-estimate.pdf");
    expect(notices[0]!.text).not.toContain("title-commitment.pdf");
    expect(notices[0]!.text).toContain(`https://closing.example/admin/closing-files/${fileId}`);

    // Told once.
    await notifyDueFiles(services());
    expect(await staffNotices(fileId)).toHaveLength(1);
  });

  test("goes out with the step changes of the same batch, whose notices the parties still get", async () => {
    const agent = await person(t.app);
    const fileId = await openFile(t.database, [{ role: "buyers_agent", email: agent.email }]);
    await addEvent(t.database.db, fileId, "abstract_ordered", "done", { secondsAgo: 300 });
    expect((await upload(fileId, agent.token, "earnest-money-receipt.pdf")).status).toBe(201);
    // The upload is new: the whole batch waits for it.
    await notifyDueFiles(services());
    expect(await queuedAbout(t.database.db, fileId, "email")).toEqual([]);

    await age(fileId, 200);
    await notifyDueFiles(services());
    const mails = await queuedAbout(t.database.db, fileId, "email");
    expect(mails.map((m) => m.kind).sort()).toEqual(["closing.milestone_notice", "closing.staff_upload_notice"]);
    expect(mails.find((m) => m.kind === "closing.staff_upload_notice")!.subject).toMatch(/: earnest-money-receipt\.pdf uploaded$/);
  });
});
