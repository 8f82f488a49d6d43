/**
 * A buyer's or seller's status page by link (issue 16): the timeline in plain words, the next step,
 * the appointment, the office and the wire-fraud warning; nothing a forwarded link must not show;
 * wrong, revoked and expired links refused; every answer private; views counted; guessing throttled.
 */
import { WIRE_FRAUD_WARNING } from "#core/content/wire-fraud.ts";
import { describe, expect, test } from "vitest";
import { STATUS_LINK_MESSAGES } from "#server/closing/status-link-lookup.ts";
import { call } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, roomInWindow, useAuthApp } from "#server/auth/tests/helpers.ts";
import { daysAgo, insertDocument, insertFile, insertStatusLink, statusLinkRow } from "#tests/support/kits/closing-party.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
const page = (token: string, ip = freshIp()) => call(t.app, "GET", `/api/v1/status/${encodeURIComponent(token)}`, { headers: fromIp(ip) });

function expectPrivate(res: { headers: Headers }) {
  expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("referrer-policy")).toBe("no-referrer");
}

/** A file with everything a status page must leave out, and a live link to it. */
async function fullFile() {
  const file = await insertFile(t.database.db, {
    closingAt: new Date("2026-12-18T20:30:00Z"),
    closingTimeSet: true,
    closingPlace: "office",
    closingLocation: "315 Main Street, Suite 200, Cedar Falls",
    nextMilestone: "objections_cleared",
    progressPercent: 42,
    steps: {
      file_opened: { state: "done", doneOn: "2026-11-02" },
      abstract_ordered: { state: "done", doneOn: "2026-11-03" },
      abstract_continued: { state: "done", doneOn: "2026-11-09" },
      title_opinion: { state: "done", doneOn: "2026-11-12", objections: 2 },
      objections_cleared: { state: "blocked", reason: "Seller owes a release of the 2009 mortgage to First Prairie Bank" },
      closing_scheduled: { state: "done", doneOn: "2026-11-14" },
    },
    parties: [
      { role: "listing_agent", name: "Dana Whitfield", email: "dana@prairiehomes.example", phone: "(319) 555-0101" },
      { role: "lender", name: "Lou Lender", email: "lou@bank.example" },
      { role: "buyer", name: "Pat Buyer", email: "pat.buyer@example.com", phone: "(319) 555-0199" },
    ],
  });
  await insertDocument(t.database.db, file.id, "everyone", "closing-instructions.pdf", new Date("2026-11-10T12:00:00Z"));
  await insertDocument(t.database.db, file.id, "everyone", "wiring-warning.pdf", new Date("2026-11-11T12:00:00Z"));
  await insertDocument(t.database.db, file.id, "professionals", "purchase-agreement.pdf");
  await insertDocument(t.database.db, file.id, "staff", "payoff-statement.pdf");
  const link = await insertStatusLink(t.database.db, file.id);
  return { file, ...link };
}

describe("GET /api/v1/status/{token}", () => {
  test("shows the page's fields: plain-word timeline, next step, appointment, office, wire-fraud warning, documents for everyone", async () => {
    const { file, token } = await fullFile();
    const res = await page(token);
    expect(res.status).toBe(200);
    expectPrivate(res);
    expect(res.json).toEqual({
      file_number: file.fileNumber,
      property_address: "412 Elm St, Cedar Falls, IA 50613",
      county: "Black Hawk",
      kind_label: "Purchase (financed)",
      appointment: {
        date: "2026-12-18",
        time: "14:30",
        place_label: "At our office",
        location: "315 Main Street, Suite 200, Cedar Falls",
        description: "Friday, December 18, 2026 at 2:30 PM (Iowa time)",
      },
      timeline: expect.any(Array),
      next_step: {
        id: "objections_cleared",
        label: "Any title questions have been resolved",
        text: "We resolve any questions the attorney raised about the title.",
        blocked: true,
        awaiting: "We are waiting for a document that answers a question about the title, such as the release of an old mortgage.",
      },
      progress_percent: 42,
      complete: false,
      office: { name: "Heartland Closing Co.", phone: "(319) 555-0142", email: "hello@heartlandclosing.example", address: "315 Main Street, Suite 200, Cedar Falls, IA 50613" },
      closer: null,
      after_closing: null,
      wire_fraud_warning:
        WIRE_FRAUD_WARNING,
      documents: [
        { id: expect.any(String), name: "wiring-warning.pdf", label: "wiring-warning.pdf label", size_bytes: 12_345, created_at: "2026-11-11T12:00:00.000Z" },
        { id: expect.any(String), name: "closing-instructions.pdf", label: "closing-instructions.pdf label", size_bytes: 12_345, created_at: "2026-11-10T12:00:00.000Z" },
      ],
      expires_at: null,
    });
    expect(res.json.timeline).toHaveLength(12);
    expect(res.json.timeline.slice(3, 5)).toEqual([
      { id: "title_opinion", label: "An attorney has reviewed the title", state: "done", done_on: "2026-11-12", awaiting: null },
      { id: "commitment", label: "Iowa Title Guaranty has committed to guarantee the title", state: "pending", done_on: null, awaiting: null },
    ]);
    expect(res.json.timeline[5]).toEqual({
      id: "objections_cleared",
      label: "Any title questions have been resolved",
      state: "blocked",
      done_on: null,
      awaiting: "We are waiting for a document that answers a question about the title, such as the release of an old mortgage.",
    });
  });

  test("nothing a forwarded link must not show: amounts, reasons, objections, recording references, parties, restricted documents, notes", async () => {
    const { file, token } = await fullFile();
    await t.database.db.execute(
      // A recorded file carries a recording reference; it must not reach the page either.
      (await import("drizzle-orm")).sql`update closing_milestones set recording_reference = 'Book 2026 Page 4411' where file_id = ${file.id} and milestone = 'title_opinion'`,
    );
    const res = await page(token);
    expect(res.status).toBe(200);
    const keys = new Set<string>();
    JSON.stringify(res.json, (key, value) => (keys.add(key), value));
    expect([...keys].filter((k) => /_cents$|^reason$|^objections$|^recording_reference$|^parties$|^email$|^phone$|^notes$|^visibility$/.test(k))).toEqual(
      // The office's own e-mail and phone are the only contacts on the page.
      ["phone", "email"],
    );
    for (const secret of [
      "25000000",
      "20000000",
      "First Prairie Bank",
      "Book 2026 Page 4411",
      "dana@prairiehomes.example",
      "lou@bank.example",
      "pat.buyer@example.com",
      "(319) 555-0199",
      "Dana Whitfield",
      "Pat Buyer",
      "purchase-agreement.pdf",
      "payoff-statement.pdf",
      "fence line",
    ]) {
      expect(res.text).not.toContain(secret);
    }
  });

  test("each view adds one to the link's count and sets when it was last viewed", async () => {
    const { token, linkId } = await fullFile();
    expect(await statusLinkRow(t.database.db, linkId)).toMatchObject({ viewCount: 0, lastViewedAt: null });
    const before = Date.now();
    await page(token);
    await page(token);
    await page(token);
    const row = await statusLinkRow(t.database.db, linkId);
    expect(row.viewCount).toBe(3);
    expect(row.lastViewedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  test("a wrong token: 404 status_link_invalid, private, nothing counted", async () => {
    const { linkId } = await fullFile();
    for (const token of ["A".repeat(43), "short", "x".repeat(500), "../../health"]) {
      const res = await page(token);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: "status_link_invalid", message: STATUS_LINK_MESSAGES.invalid });
      expectPrivate(res);
    }
    expect((await statusLinkRow(t.database.db, linkId)).viewCount).toBe(0);
  });

  test("a revoked link is refused; the reissued one works", async () => {
    const file = await insertFile(t.database.db);
    const old = await insertStatusLink(t.database.db, file.id, { revoked: true });
    const current = await insertStatusLink(t.database.db, file.id);
    const res = await page(old.token);
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("status_link_invalid");
    expectPrivate(res);
    expect((await page(current.token)).status).toBe(200);
  });

  test.each([
    [91, 410],
    [89, 200],
  ])("a file completed %i days ago: %i", async (days, status) => {
    const completedAt = daysAgo(days);
    const file = await insertFile(t.database.db, { completedAt, nextMilestone: null, progressPercent: 100 });
    const { token } = await insertStatusLink(t.database.db, file.id);
    const res = await page(token);
    expect(res.status).toBe(status);
    expectPrivate(res);
    if (status === 410) {
      expect(res.json).toMatchObject({ code: "status_link_expired", message: STATUS_LINK_MESSAGES.expired });
    } else {
      expect(res.json).toMatchObject({ complete: true, next_step: null, progress_percent: 100 });
      expect(res.json.expires_at).toBe(new Date(completedAt.getTime() + 90 * 86_400_000).toISOString());
    }
  });

  test("one request holds the whole page of a closed file: the closer with a direct line, what comes after closing in place of the appointment, the documents", async () => {
    const file = await insertFile(t.database.db, {
      closingAt: new Date("2026-11-20T20:30:00Z"),
      closingTimeSet: true,
      closingPlace: "office",
      closerName: "Jordan Meyer",
      closerPhone: "(319) 555-0150",
      nextMilestone: "recorded",
      progressPercent: 75,
      steps: Object.fromEntries(
        (["file_opened", "abstract_ordered", "abstract_continued", "title_opinion", "commitment", "objections_cleared", "closing_scheduled", "settlement_approved", "closed_disbursed"] as const).map(
          (id) => [id, { state: "done", doneOn: "2026-11-20" }],
        ),
      ),
    });
    await insertDocument(t.database.db, file.id, "everyone", "settlement-statement.pdf", new Date("2026-11-20T22:00:00Z"));
    const { token } = await insertStatusLink(t.database.db, file.id);
    const res = await page(token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      appointment: null,
      closer: { name: "Jordan Meyer", phone: "(319) 555-0150", direct: true },
      next_step: { id: "recorded", text: "We record the deed, and any mortgage, with the county recorder.", blocked: false, awaiting: null },
      after_closing: {
        steps: [
          { id: "recorded", title: "The deed is recorded", state: "pending", done_on: null },
          { id: "final_opinion", state: "pending" },
          { id: "certificates_issued", state: "pending" },
        ],
        keep: expect.arrayContaining([expect.objectContaining({ title: "Your settlement statement" })]),
        call: "Questions about anything after closing, or a document you cannot find? Call Jordan Meyer at (319) 555-0150.",
      },
      documents: [expect.objectContaining({ name: "settlement-statement.pdf" })],
    });
    // Everything the page renders is in this one answer: the page makes no other data request.
    expect(Object.keys(res.json).sort()).toEqual(
      [
        "after_closing", "appointment", "closer", "complete", "county", "documents", "expires_at", "file_number", "kind_label",
        "next_step", "office", "progress_percent", "property_address", "timeline", "wire_fraud_warning",
      ].sort(),
    );
  });

  test("a closer without a direct line is shown with the office's number", async () => {
    const file = await insertFile(t.database.db, { closerName: "Jordan Meyer" });
    const { token } = await insertStatusLink(t.database.db, file.id);
    expect((await page(token)).json.closer).toEqual({ name: "Jordan Meyer", phone: "(319) 555-0142", direct: false });
  });

  test("an unscheduled file has no appointment", async () => {
    const file = await insertFile(t.database.db);
    const { token } = await insertStatusLink(t.database.db, file.id);
    const res = await page(token);
    expect(res.json).toMatchObject({ appointment: null, next_step: { id: "abstract_ordered" }, documents: [] });
  });

  test("60 requests a minute from one address, wrong tokens counted too; then 429 saying how long to wait", async () => {
    await roomInWindow(60, 25);
    const { token } = await fullFile();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await page(token, ip)).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await page("B".repeat(43), ip)).status).toBe(404);
    const over = await page(token, ip);
    expect(over.status).toBe(429);
    expect(over.json.code).toBe("rate_limited");
    expect(over.json.message).toMatch(/^Too many status page requests from your connection\. Please wait (\d+ seconds?|1 minute) and try again\.$/);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expectPrivate(over);
    // Another address is not held up.
    expect((await page(token)).status).toBe(200);
  });
});
