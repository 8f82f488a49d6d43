/**
 * Agents and lenders read the closing files their e-mail is on (issue 16): the list, newest first
 * and paged; one file with its timeline, parties and amounts, never staff notes or the buyers'
 * status link; anyone else, administrators included, gets 404.
 */
import { describe, expect, test } from "vitest";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { call } from "#tests/support/auth-requests.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { insertFile, insertStatusLink, makeAdmin } from "#tests/support/kits/closing-party.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
const api = (path: string, token?: string) => call(t.app, "GET", path, { token });

/** An account that has proven its address (file-takeover.test.ts tests the ones that have not). */
async function account(opts: Parameters<typeof signUpFresh>[1] = {}) {
  const user = await signUpFresh(t.app, opts);
  await markEmailProven(t.database.db, user.email);
  return user;
}
const lender = () => account({ data: { account_type: "lender" } });

describe("GET /api/v1/closing-files", () => {
  test("an agent and a lender each see the files their e-mail is on, with their roles, newest first", async () => {
    const agent = await account();
    const loanOfficer = await lender();
    const both = await insertFile(t.database.db, {
      createdAt: new Date("2026-11-10T12:00:00Z"),
      parties: [
        { role: "listing_agent", email: agent.email },
        { role: "lender", email: loanOfficer.email },
        { role: "buyer", email: "buyer@example.com" },
      ],
    });
    const agentsOnly = await insertFile(t.database.db, {
      createdAt: new Date("2026-11-12T12:00:00Z"),
      // The same person in two roles (a buyer's agent buying for themselves): one file, reached as the agent.
      parties: [
        { role: "buyers_agent", email: agent.email },
        { role: "buyer", email: agent.email },
      ],
    });
    await insertFile(t.database.db, { parties: [{ role: "listing_agent", email: "someone-else@example.com" }] });

    const mine = await api("/api/v1/closing-files", agent.session.access_token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("no-store");
    expect(mine.json.next_cursor).toBeNull();
    expect(mine.json.data.map((f: { id: string; my_roles: string[] }) => [f.id, f.my_roles])).toEqual([
      [agentsOnly.id, ["buyers_agent"]],
      [both.id, ["listing_agent"]],
    ]);
    expect(mine.json.data[1]).toMatchObject({
      file_number: both.fileNumber,
      property_address: "412 Elm St, Cedar Falls, IA 50613",
      county: "Black Hawk",
      kind: "purchase",
      next_milestone: "abstract_ordered",
      next_label: "Abstract located and continuation ordered",
      progress_percent: 8,
      blocked: false,
      closing_date: null,
      completed_at: null,
    });

    const lenders = await api("/api/v1/closing-files", loanOfficer.session.access_token);
    expect(lenders.json.data.map((f: { id: string; my_roles: string[] }) => [f.id, f.my_roles])).toEqual([[both.id, ["lender"]]]);
  });

  test("an e-mail typed in capitals on sign-up still matches the party row (stored lower-case)", async () => {
    const agent = await account({ email: `Mixed.Case-${Date.now()}@Example.COM` });
    const file = await insertFile(t.database.db, { parties: [{ role: "buyers_agent", email: agent.email.toLowerCase() }] });
    const res = await api("/api/v1/closing-files", agent.session.access_token);
    expect(res.json.data.map((f: { id: string }) => f.id)).toEqual([file.id]);
    expect((await api(`/api/v1/closing-files/${file.id}`, agent.session.access_token)).status).toBe(200);
  });

  test("an account on no file gets an empty page, administrators included", async () => {
    const agent = await account();
    const admin = await account();
    await makeAdmin(t.database.db, admin.session.user.id);
    await insertFile(t.database.db, { parties: [{ role: "listing_agent", email: "not-them@example.com" }] });
    for (const who of [agent, admin]) {
      expect((await api("/api/v1/closing-files", who.session.access_token)).json).toEqual({ data: [], next_cursor: null });
    }
  });

  test("pages through many files without gaps or repeats, files made in the same instant included", async () => {
    const agent = await account();
    const made: string[] = [];
    for (let i = 0; i < 25; i++) {
      // Pairs share a created_at: the id breaks the tie.
      const file = await insertFile(t.database.db, {
        createdAt: new Date(Date.parse("2026-10-01T12:00:00Z") + Math.floor(i / 2) * 60_000),
        parties: [{ role: "listing_agent", email: agent.email }],
      });
      made.push(file.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await api(`/api/v1/closing-files?limit=7${cursor ? `&cursor=${cursor}` : ""}`, agent.session.access_token);
      expect(res.status).toBe(200);
      seen.push(...res.json.data.map((f: { id: string }) => f.id));
      cursor = res.json.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(25);
    expect(seen.sort()).toEqual(made.sort());
  });

  test.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["cursor=nope", "cursor"],
  ])("%s: 400 naming %s", async (query, field) => {
    const agent = await account();
    const res = await api(`/api/v1/closing-files?${query}`, agent.session.access_token);
    expect(res.status).toBe(400);
    expect(res.json.fields).toHaveProperty(field);
  });

  test("without a token: 401", async () => {
    expect((await api("/api/v1/closing-files")).status).toBe(401);
  });
});

describe("GET /api/v1/closing-files/{id}", () => {
  test("a party reads the timeline, next step, amounts and parties' contacts, without notes or the status link", async () => {
    const agent = await account();
    const file = await insertFile(t.database.db, {
      closingAt: new Date("2026-12-18T20:30:00Z"),
      closingTimeSet: true,
      closingPlace: "office",
      closingLocation: "315 Main Street, Suite 200, Cedar Falls",
      steps: {
        file_opened: { state: "done", doneOn: "2026-11-02" },
        abstract_ordered: { state: "blocked", reason: "Seller's old abstract not yet found" },
      },
      parties: [
        { role: "listing_agent", name: "Dana Whitfield", email: agent.email, phone: "(319) 555-0142" },
        { role: "buyer", name: "Pat Buyer", email: "pat@example.com" },
      ],
    });
    await insertStatusLink(t.database.db, file.id);
    const res = await api(`/api/v1/closing-files/${file.id}`, agent.session.access_token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toMatchObject({
      id: file.id,
      my_roles: ["listing_agent"],
      sale_price_cents: 25_000_000,
      loan_amount_cents: 20_000_000,
      closing_date: "2026-12-18",
      closing_time: "14:30",
      closing_place: "office",
      next_milestone: "abstract_ordered",
      parties: [
        { role: "listing_agent", name: "Dana Whitfield", email: agent.email, phone: "(319) 555-0142" },
        { role: "buyer", name: "Pat Buyer", email: "pat@example.com" },
      ],
    });
    expect(res.json.milestones).toHaveLength(12);
    expect(res.json.milestones[1]).toMatchObject({ id: "abstract_ordered", state: "blocked", reason: "Seller's old abstract not yet found" });
    expect(res.json).not.toHaveProperty("notes");
    expect(res.json).not.toHaveProperty("status_link");
    expect(res.text).not.toContain("fence line");
  });

  test("anyone not on the file gets the same 404 as for no file: another agent, a lender, an administrator", async () => {
    const agent = await account();
    const other = await account();
    const loanOfficer = await lender();
    const admin = await account();
    await makeAdmin(t.database.db, admin.session.user.id);
    const file = await insertFile(t.database.db, { parties: [{ role: "listing_agent", email: agent.email }] });
    for (const who of [other, loanOfficer, admin]) {
      const res = await api(`/api/v1/closing-files/${file.id}`, who.session.access_token);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: "not_found", message: CLOSING_FILE_MESSAGES.notFound });
    }
    expect((await api(`/api/v1/closing-files/${file.id}`, agent.session.access_token)).status).toBe(200);
  });

  test.each(["00000000-0000-4000-8000-000000000000", "not-a-file-id", "1' or '1'='1"])("%j: 404 not_found", async (id) => {
    const agent = await account();
    const res = await api(`/api/v1/closing-files/${encodeURIComponent(id)}`, agent.session.access_token);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: "not_found", message: CLOSING_FILE_MESSAGES.notFound });
  });

  test("without a token: 401", async () => {
    const file = await insertFile(t.database.db);
    expect((await api(`/api/v1/closing-files/${file.id}`)).status).toBe(401);
  });
});
