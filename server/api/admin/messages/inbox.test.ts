/**
 * Staff's inbox (GET /api/v1/admin/messages/inbox and /inbox/count): conversations where a party
 * waits for staff, longest waiting first across pages, searched by file number, address and
 * party name; a staff reply to the parties takes a file out, an internal note does not; only
 * staff with two-step verification. The party messages are written as postMessage writes them
 * (the message and the conversation row); staff's answers go through the staff messages route.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closingConversations, closingFiles, closingMessages } from "#db/schema/index.ts";
import type { AppDb } from "#db/client.ts";
import type { PartyRole } from "#core/closing/closing-enums.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { api, callers, type Callers } from "#tests/support/kits/admin-closing.ts";
import { insertFile } from "#tests/support/kits/closing-party.ts";
import { inboxRows } from "#server/closing/messages/inbox.queries.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;
const INBOX = "/api/v1/admin/messages/inbox";
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A party's message as postMessage records it: the row, and the conversation waiting since the first unanswered one. */
async function partyWrites(db: AppDb, fileId: string, author: string, role: PartyRole, body: string, at: Date) {
  await db.insert(closingMessages).values({ fileId, authorKind: role === "buyer" || role === "seller" ? "consumer" : "professional", authorLabel: author, authorRole: role, body, visibility: "everyone", createdAt: at });
  await db
    .insert(closingConversations)
    .values({ fileId, awaitingSince: at, lastMessageAt: at })
    .onConflictDoUpdate({
      target: closingConversations.fileId,
      set: { awaitingSince: sql`coalesce(${closingConversations.awaitingSince}, excluded.awaiting_since)`, lastMessageAt: at },
    });
}

/** A file at this address with these parties; its id and number. */
async function fileAt(db: AppDb, address: string, parties: { role: PartyRole; name: string }[]) {
  const file = await insertFile(db, { parties });
  await db.update(closingFiles).set({ propertyAddress: address }).where(eq(closingFiles.id, file.id));
  return file;
}

/** Every row of the inbox, 2 to a page, as file numbers. */
async function everyPage(query = ""): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | null = "";
  while (cursor !== null) {
    const res = await api(t, "GET", `${INBOX}?limit=2${query}${cursor ? `&cursor=${cursor}` : ""}`, who.admin);
    if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
    out.push(...res.json.data.map((r: { file_number: string }) => r.file_number));
    cursor = res.json.next_cursor;
  }
  return out;
}

const files: Record<"elm" | "oak" | "pine" | "quiet" | "answered", { id: string; fileNumber: string }> = {} as never;

beforeAll(async () => {
  who = await callers(t);
  const db = t.database.db;
  // This file's database holds only these files.
  files.elm = await fileAt(db, "412 Elm St, Cedar Falls, IA 50613", [{ role: "buyer", name: "Jamie Buyer" }, { role: "listing_agent", name: "Dana Whitfield" }]);
  files.oak = await fileAt(db, "9 Oak Ave, Ames, IA 50010", [{ role: "seller", name: "Sam Okafor" }]);
  files.pine = await fileAt(db, "77 Pine Rd, Pella, IA 50219", [{ role: "lender", name: "Lee Lender" }]);
  files.quiet = await fileAt(db, "1 Quiet Ln, Ames, IA 50010", [{ role: "buyer", name: "Quinn Quiet" }]);
  files.answered = await fileAt(db, "5 Done Ct, Ames, IA 50010", [{ role: "buyer", name: "Ari Answered" }]);
  await partyWrites(db, files.oak.id, "Sam Okafor", "seller", "When do we sign?", minutesAgo(90));
  await partyWrites(db, files.elm.id, "Jamie Buyer", "buyer", "Is the abstract back yet?", minutesAgo(60));
  await partyWrites(db, files.elm.id, "Dana Whitfield", "listing_agent", `Following up. ${"x".repeat(300)}`, minutesAgo(30));
  await partyWrites(db, files.pine.id, "Lee Lender", "lender", "Clear to close.", minutesAgo(10));
  // A conversation that staff answered: it has a row, not waiting.
  await db.insert(closingConversations).values({ fileId: files.answered.id, awaitingSince: null, lastMessageAt: minutesAgo(5), lastStaffReplyAt: minutesAgo(5) });
});

describe("GET /admin/messages/inbox", () => {
  test("waiting conversations, longest waiting first, across pages; answered and quiet files are not in it", async () => {
    expect(await everyPage()).toEqual([files.oak.fileNumber, files.elm.fileNumber, files.pine.fileNumber]);
    const count = await api(t, "GET", `${INBOX}/count`, who.admin);
    expect(count.status).toBe(200);
    expect(count.json).toEqual({ waiting: 3 });
  });

  test("a row: the file, since when it waits, how many party messages wait, the newest one cut to a preview", async () => {
    const res = await api(t, "GET", `${INBOX}?q=${encodeURIComponent("elm st")}`, who.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const [row] = res.json.data;
    expect(row).toMatchObject({
      file_id: files.elm.id,
      file_number: files.elm.fileNumber,
      property_address: "412 Elm St, Cedar Falls, IA 50613",
      county: "Black Hawk",
      waiting: 2,
      last_message: { author: "Dana Whitfield", role_label: "Listing agent" },
    });
    expect(row.last_message.preview).toHaveLength(160);
    expect(row.last_message.preview.startsWith("Following up.")).toBe(true);
    expect(new Date(row.awaiting_since).getTime()).toBeLessThan(new Date(row.last_message.created_at).getTime());
  });

  test.each([
    ["the file number", () => files.pine.fileNumber, () => [files.pine.fileNumber]],
    ["part of the address, any case", () => "OAK AVE", () => [files.oak.fileNumber]],
    ["a party's name (the buyer)", () => "jamie", () => [files.elm.fileNumber]],
    ["a party's name (the agent)", () => "Whitfield", () => [files.elm.fileNumber]],
    ["a town several files share", () => "ames", () => [files.oak.fileNumber]],
    ["a name on a file that is not waiting", () => "Quinn", () => []],
    ["pattern characters taken literally", () => "%", () => []],
  ])("search by %s", async (_what, q, expected) => {
    expect(await everyPage(`&q=${encodeURIComponent(q())}`)).toEqual(expected());
  });

  test("bad input is 400 naming it; only staff with two-step verification", async () => {
    const bad = await api(t, "GET", `${INBOX}?limit=0&q=${"x".repeat(101)}`, who.admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(["limit", "q"]);
    expect((await api(t, "GET", `${INBOX}?cursor=abc`, who.admin)).json.fields).toHaveProperty("cursor");
    // A cursor of another list (its order's name) is not one of the inbox's.
    const attention = Buffer.from(JSON.stringify(["due", "2026-12-01", files.elm.id])).toString("base64url");
    expect((await api(t, "GET", `${INBOX}?cursor=${attention}`, who.admin)).status).toBe(400);
    for (const path of [INBOX, `${INBOX}/count`]) {
      expect((await api(t, "GET", path, who.user)).status).toBe(403);
      expect((await api(t, "GET", path, who.adminAal1)).status).toBe(403);
      expect((await api(t, "GET", path)).status).toBe(401);
    }
  });

  test("an internal note does not answer; a staff reply to the parties takes the file out", async () => {
    const staffWrites = (visibility: string, body: string) => api(t, "POST", `/api/v1/admin/closing-files/${files.pine.id}/messages`, who.admin, { body, visibility });
    const note = await staffWrites("staff", "Checking with the underwriter before we answer.");
    expect(note.status).toBe(201);
    expect(await everyPage()).toContain(files.pine.fileNumber);
    const reply = await staffWrites("professionals", "Thanks, we have the clear to close. Signing is Friday.");
    expect(reply.status).toBe(201);
    expect(await everyPage()).toEqual([files.oak.fileNumber, files.elm.fileNumber]);
    expect((await api(t, "GET", `${INBOX}/count`, who.admin)).json).toEqual({ waiting: 2 });
  });

  test("the page's statement walks the partial index in order (awaiting_since, file_id)", async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return tx.execute(sql`explain ${inboxRows(tx, undefined, undefined, 26)}`);
    });
    expect(JSON.stringify(plan)).toContain("closing_conversations_awaiting_idx");
  });
});
