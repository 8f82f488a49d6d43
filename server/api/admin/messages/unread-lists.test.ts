/**
 * Unread messages in the file lists (issue 31): staff's closing files list and the agent's and
 * lender's list (the dashboard's) carry, per file, the messages the caller may see, did not write
 * and has not read; a read mark on the file brings it to 0, and each person's count is their own.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { admin, person, send, useDocumentsApp } from "#tests/support/kits/documents.ts";
import { fileWithConversation, routesOf, statusRoutesOf, type People } from "#tests/support/kits/messages.ts";

const t = useDocumentsApp();
const p = {} as People;

beforeAll(async () => {
  [p.lister, p.buyersAgent, p.lender, p.stranger] = [await person(t.app), await person(t.app), await person(t.app, "lender"), await person(t.app)];
  [p.staff, p.otherStaff] = [await admin(t), await admin(t)];
});

/** The file's row in a list of up to 100 files (this test's database holds only its own). */
async function rowOf(path: string, token: string, fileId: string): Promise<{ unread: number }> {
  const res = await send(t.app, "GET", `${path}?limit=100`, { token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const row = (res.json.data as { id: string; unread: number }[]).find((f) => f.id === fileId);
  if (!row) throw new Error(`the file is not in ${path}`);
  return row;
}
const staffRow = (token: string, fileId: string) => rowOf("/api/v1/admin/closing-files", token, fileId);
const partyRow = (token: string, fileId: string) => rowOf("/api/v1/closing-files", token, fileId);

describe("unread counts in the file lists", () => {
  test("each person's own count: what they may see, not their own, after their read mark", async () => {
    const f = await fileWithConversation(t, p);
    const staff = routesOf(t.app, p.staff, true);
    const lister = routesOf(t.app, p.lister, false);
    const post = async (routes: typeof staff | ReturnType<typeof statusRoutesOf>, body: string, visibility?: string) => {
      const res = await routes.post(f.fileId, { body, ...(visibility ? { visibility } : {}) });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      return res.json as { id: string };
    };
    await post(staff, "Internal: the payoff is short.", "staff");
    await post(staff, "Agents: the appraisal came in at value.", "professionals");
    await post(lister, "Can we move the walk-through?", "professionals");
    const last = await post(statusRoutesOf(t.app, f.token, f.buyerSession), "Do I need to bring my ID?");

    // Staff: the agent's and the buyer's; another staff member also the first staff member's two.
    expect(await staffRow(p.staff.token, f.fileId)).toMatchObject({ unread: 2 });
    expect(await staffRow(p.otherStaff.token, f.fileId)).toMatchObject({ unread: 4 });
    // The listing agent: staff's message to agents and lenders and the buyer's, never the internal note nor their own.
    expect(await partyRow(p.lister.token, f.fileId)).toMatchObject({ unread: 2 });
    // The lender: all three that are not internal notes.
    expect(await partyRow(p.lender.token, f.fileId)).toMatchObject({ unread: 3 });

    expect((await staff.read(f.fileId, last.id)).status).toBe(200);
    expect((await lister.read(f.fileId, last.id)).status).toBe(200);
    expect(await staffRow(p.staff.token, f.fileId)).toMatchObject({ unread: 0 });
    expect(await partyRow(p.lister.token, f.fileId)).toMatchObject({ unread: 0 });
    // Others' marks are theirs.
    expect(await staffRow(p.otherStaff.token, f.fileId)).toMatchObject({ unread: 4 });
    expect(await partyRow(p.lender.token, f.fileId)).toMatchObject({ unread: 3 });
  });

  test("a file without messages reads 0", async () => {
    const f = await fileWithConversation(t, p);
    expect(await staffRow(p.staff.token, f.fileId)).toMatchObject({ unread: 0 });
    expect(await partyRow(p.buyersAgent.token, f.fileId)).toMatchObject({ unread: 0 });
  });
});
