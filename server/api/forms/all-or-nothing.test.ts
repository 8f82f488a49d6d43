/**
 * A submission and its two e-mails are stored together or not at all: when the database refuses
 * the second e-mail, the row and the first e-mail are not kept either, and the sender's attempt
 * is not left half-stored. Submissions that arrive together share a statement; one that fails
 * there must not take the others down with it.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { leads, outbox, serviceRequests } from "#db/schema/index.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, useAuthApp } from "#server/auth/tests/helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });

// A real refusal from the database (as a full disk or a broken constraint would give), for
// acknowledgements only, so the staff notice and the row are written first in the statement.
beforeAll(async () => {
  await t.database.db.execute(sql`
    create function refuse_acknowledgement() returns trigger language plpgsql as $$
    begin
      if new.kind like '%.acknowledge' and new.to_address like 'atomic-%' then raise exception 'outbox refused in test'; end if;
      return new;
    end $$`);
  await t.database.db.execute(sql`
    create trigger refuse_acknowledgement before insert on outbox
    for each row execute function refuse_acknowledgement()`);
});
afterAll(async () => {
  await t.database.db.execute(sql`drop trigger if exists refuse_acknowledgement on outbox`);
});

describe("a submission whose e-mail cannot be queued", () => {
  test.each([
    ["/api/v1/leads", () => ({ name: "Lee Park", email: uniqueEmail("atomic"), message: "Closing in Ames?" })],
    ["/api/v1/service-requests", () => ({ service_type: "loan", name: "Dana Ruiz", email: uniqueEmail("atomic"), phone: "515-555-0190" })],
  ])("%s: 500, and neither the row nor any e-mail is stored", async (path, body) => {
    const sent = body();
    const res = await call(t.app, "POST", path, { body: sent, headers: fromIp(freshIp()) });
    expect(res.status).toBe(500);
    const rows =
      path === "/api/v1/leads"
        ? await t.database.db.select().from(leads).where(eq(leads.email, sent.email))
        : await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.email, sent.email));
    expect(rows).toHaveLength(0);
    const mails = await t.database.db.select().from(outbox).where(sql`${outbox.textBody} like ${`%${sent.email}%`}`);
    expect(mails).toHaveLength(0);
  });
});

describe("submissions sent at the same time", () => {
  test("one that the database refuses fails alone; the others are stored with their e-mails", async () => {
    const good = [1, 2, 3, 4].map(() => ({ name: "Lee Park", email: uniqueEmail("together"), message: "Closing in Ames?" }));
    const bad = { name: "Lee Park", email: uniqueEmail("atomic"), message: "Closing in Ames?" };
    const posts = [...good.slice(0, 2), bad, ...good.slice(2)].map((body) =>
      call(t.app, "POST", "/api/v1/leads", { body, headers: fromIp(freshIp()) }),
    );
    const statuses = (await Promise.all(posts)).map((r) => r.status);
    expect(statuses).toEqual([201, 201, 500, 201, 201]);
    for (const body of good) {
      const [row] = await t.database.db.select().from(leads).where(eq(leads.email, body.email));
      expect(row).toBeDefined();
      expect(await t.database.db.select().from(outbox).where(eq(outbox.refId, row!.id))).toHaveLength(2);
    }
    expect(await t.database.db.select().from(leads).where(eq(leads.email, bad.email))).toHaveLength(0);
  });
});
