/**
 * The private calendar address: made, shown again, replaced and turned off through the API, and
 * the feed read back by an iCalendar parser (node-ical) as a calendar application would.
 */
import { describe, expect, test } from "vitest";
import ical, { type VEvent } from "node-ical";
import { eq } from "drizzle-orm";
import { closingFiles } from "#db/schema/index.ts";
import { appointmentInstant } from "#core/closing/appointment.ts";
import { call } from "#tests/support/auth-requests.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { addParty, insertFile } from "#tests/support/kits/notifier.ts";

const t = useAuthApp({ PUBLIC_URL: "https://closing.example" });
const api = (method: string, path: string, token?: string) => call(t.app, method, path, { token });
const feedPath = (url: string) => new URL(url).pathname;

async function agentWithFeed(proven = true) {
  const agent = await signUpFresh(t.app);
  if (proven) await markEmailProven(t.database.db, agent.email);
  const token = agent.session.access_token;
  const made = await api("POST", "/api/v1/me/calendar", token);
  expect(made.status).toBe(201);
  return { agent, token, url: made.json.url as string };
}

describe("the calendar address", () => {
  test("none at first; made; shown again the same; the feed answers with an iCalendar document, uncached", async () => {
    const agent = await signUpFresh(t.app);
    const token = agent.session.access_token;
    expect((await api("GET", "/api/v1/me/calendar", token)).json).toEqual({ url: null, created_at: null });
    const made = await api("POST", "/api/v1/me/calendar", token);
    expect(made.status).toBe(201);
    expect(made.json.url).toMatch(/^https:\/\/closing\.example\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await api("GET", "/api/v1/me/calendar", token)).json).toEqual(made.json);

    const feed = await t.app.request(feedPath(made.json.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("no-store");
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  test("a new address stops the old one", async () => {
    const { token, url: old } = await agentWithFeed();
    const renewed = await api("POST", "/api/v1/me/calendar", token);
    expect(renewed.json.url).not.toBe(old);
    expect((await api("GET", feedPath(old))).status).toBe(404);
    expect((await t.app.request(feedPath(renewed.json.url))).status).toBe(200);
  });

  test("turned off: the address answers 404 and the account shows none", async () => {
    const { token, url } = await agentWithFeed();
    expect((await api("DELETE", "/api/v1/me/calendar", token)).status).toBe(204);
    const gone = await api("GET", feedPath(url));
    expect(gone.status).toBe(404);
    expect(gone.json.code).toBe("not_found");
    expect((await api("GET", "/api/v1/me/calendar", token)).json.url).toBeNull();
  });

  test.each(["/api/v1/calendar/nope.ics", `/api/v1/calendar/${"a".repeat(43)}.ics`, `/api/v1/calendar/${"a".repeat(43)}`])("%s: 404", async (path) => {
    const res = await api("GET", path);
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("not_found");
  });

  test("the account routes need a signed-in caller", async () => {
    for (const method of ["GET", "POST", "DELETE"]) expect((await api(method, "/api/v1/me/calendar")).status).toBe(401);
  });
});

describe("the feed, parsed back", () => {
  test("one event per appointment of the caller's files, in Iowa time; all-day without a time; other people's files absent", async () => {
    const { agent, url } = await agentWithFeed();
    const db = t.database.db;
    const timed = await insertFile(db, {
      propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
      closingAt: appointmentInstant({ date: "2026-12-18", time: "14:30" }),
      closingTimeSet: true,
      closingPlace: "office",
      closingLocation: "315 Main Street, Suite 200, Cedar Falls",
      nextMilestone: "settlement_approved",
    });
    // July: daylight time, a different offset from December's.
    const summer = await insertFile(db, {
      propertyAddress: "9 Oak Ave, Pella, IA 50219",
      closingAt: appointmentInstant({ date: "2027-07-02", time: "09:00" }),
      closingTimeSet: true,
      closingPlace: "remote_online_notary",
    });
    const dateOnly = await insertFile(db, {
      propertyAddress: "77 Pine Rd, Ames, IA 50010",
      closingAt: appointmentInstant({ date: "2026-12-31", time: null }),
      closingTimeSet: false,
    });
    const unscheduled = await insertFile(db, { propertyAddress: "1 Nowhere Ln, Ames, IA 50010" });
    const notMine = await insertFile(db, { closingAt: appointmentInstant({ date: "2026-12-20", time: "10:00" }), closingTimeSet: true });
    for (const f of [timed, summer, dateOnly, unscheduled]) await addParty(db, f.id, "buyers_agent", "Dana Reyes", agent.email);
    await addParty(db, notMine.id, "listing_agent", "Someone Else", "someone-else@example.com");

    const text = await (await t.app.request(feedPath(url))).text();
    const events = Object.values(await ical.async.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual([timed, summer, dateOnly].map((f) => `${f.id}@closing.example`).sort());

    const a = byUid.get(`${timed.id}@closing.example`)!;
    expect(a.summary).toBe("Closing: 412 Elm St, Cedar Falls, IA 50613");
    expect(a.location).toBe("315 Main Street, Suite 200, Cedar Falls");
    expect(a.start.toISOString()).toBe("2026-12-18T20:30:00.000Z"); // 2:30 PM CST
    expect(a.end!.toISOString()).toBe("2026-12-18T21:30:00.000Z");
    expect(a.start.tz).toBe("America/Chicago");
    expect(a.description).toContain(timed.fileNumber);
    expect(a.description).toContain("Next step: Closing disclosure / settlement statement approved");
    expect(a.description).toContain(`https://closing.example/transactions/${timed.id}`);

    const b = byUid.get(`${summer.id}@closing.example`)!;
    expect(b.start.toISOString()).toBe("2027-07-02T14:00:00.000Z"); // 9:00 AM CDT
    expect(b.location).toBe("Remote online notary");

    const c = byUid.get(`${dateOnly.id}@closing.example`)!;
    expect(c.datetype).toBe("date");
    expect(c.start.dateOnly).toBe(true);
    expect([c.start.getFullYear(), c.start.getMonth() + 1, c.start.getDate()]).toEqual([2026, 12, 31]);
    expect(text).toContain("DTSTART;VALUE=DATE:20261231");
  });

  test("an account that has not proven its address gets an empty calendar, even with a party's address (issue 27)", async () => {
    const { agent, url } = await agentWithFeed(false);
    const file = await insertFile(t.database.db, { closingAt: appointmentInstant({ date: "2026-12-18", time: "10:00" }), closingTimeSet: true });
    await addParty(t.database.db, file.id, "lender", "Lee Lender", agent.email);
    const text = await (await t.app.request(feedPath(url))).text();
    expect(Object.values(await ical.async.parseICS(text)).filter((c) => c?.type === "VEVENT")).toEqual([]);
    await markEmailProven(t.database.db, agent.email);
    const proven = await (await t.app.request(feedPath(url))).text();
    expect(Object.values(await ical.async.parseICS(proven)).filter((c) => c?.type === "VEVENT")).toHaveLength(1);
  });

  test("a moved appointment keeps its event (same UID, new time)", async () => {
    const { agent, url } = await agentWithFeed();
    const file = await insertFile(t.database.db, { closingAt: appointmentInstant({ date: "2026-12-18", time: "10:00" }), closingTimeSet: true });
    await addParty(t.database.db, file.id, "lender", "Lee Lender", agent.email);
    const first = Object.values(await ical.async.parseICS(await (await t.app.request(feedPath(url))).text())).find((c) => c?.type === "VEVENT") as VEvent;
    await t.database.db.update(closingFiles).set({ closingAt: appointmentInstant({ date: "2026-12-21", time: "13:00" }) }).where(eq(closingFiles.id, file.id));
    const moved = Object.values(await ical.async.parseICS(await (await t.app.request(feedPath(url))).text())).filter((c) => c?.type === "VEVENT") as VEvent[];
    expect(moved).toHaveLength(1);
    expect(moved[0]!.uid).toBe(first.uid);
    expect(moved[0]!.start.toISOString()).toBe("2026-12-21T19:00:00.000Z");
  });
});
