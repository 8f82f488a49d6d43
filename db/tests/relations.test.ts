/**
 * What happens to related rows on delete (ON DELETE rules), and column behaviour the server
 * relies on: picked dates come back as the same calendar day, updated_at moves on ORM updates,
 * the identity e-mail is derived by the database, the relational query API works.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase } from "#tests/support/test-db.ts";
import type { Database } from "../client.ts";
import {
  auditEvents,
  authIdentities,
  authSessions,
  clients,
  communications,
  leads,
  outbox,
  serviceRequests,
} from "../schema/index.ts";
import { createUser, query } from "./helpers.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function addClientWithHistory(userId: string, name: string, messages = 2): Promise<string> {
  const [client] = await database.db.insert(clients).values({ userId, name, email: "c@example.com" }).returning();
  for (let i = 0; i < messages; i++) {
    await database.db
      .insert(communications)
      .values({ clientId: client!.id, userId, type: "email", subject: `Update ${i}`, content: "Body" });
  }
  return client!.id;
}

const communicationsOf = async (clientId: string) =>
  (await database.db.select().from(communications).where(eq(communications.clientId, clientId))).length;

describe("deleting", () => {
  test("a client deletes its communications, and only its own", async () => {
    const userId = await createUser(database.db);
    const doomed = await addClientWithHistory(userId, "Doomed Client", 3);
    const kept = await addClientWithHistory(userId, "Kept Client", 2);
    expect(await communicationsOf(doomed)).toBe(3);

    await database.db.delete(clients).where(eq(clients.id, doomed));

    expect(await communicationsOf(doomed)).toBe(0);
    expect(await communicationsOf(kept)).toBe(2);
  });

  test("a user deletes their profile, clients, history, transactions and auth rows; leads, requests and audit stay", async () => {
    const userId = await createUser(database.db, { type: "lender" });
    const clientId = await addClientWithHistory(userId, "Client of a leaving user");
    await database.db.execute(sql`insert into transactions (user_id, status) values (${userId}, 'closed')`);
    const [session] = await query<{ id: string }>(
      database.db,
      sql`insert into auth_sessions (user_id) values (${userId}) returning id`,
    );
    await database.db.execute(sql`
      insert into auth_refresh_tokens (token_hash, session_id, user_id) values ('leaving-hash', ${session!.id}, ${userId})`);
    await database.db.execute(sql`
      insert into auth_mfa_amr_claims (session_id, authentication_method) values (${session!.id}, 'password')`);
    const [factor] = await query<{ id: string }>(
      database.db,
      sql`insert into auth_mfa_factors (user_id, factor_type, secret) values (${userId}, 'totp', 'S') returning id`,
    );
    await database.db.execute(sql`insert into auth_mfa_challenges (factor_id) values (${factor!.id})`);
    await database.db.execute(sql`
      insert into auth_one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
      values (${userId}, 'recovery', 'h', 'x@example.com', now() + interval '1 hour')`);
    await database.db.insert(authIdentities).values({ provider: "email", providerId: userId, userId });
    const [lead] = await database.db
      .insert(leads)
      .values({ name: "Me", email: "me@example.com", userId })
      .returning();
    const [request] = await database.db
      .insert(serviceRequests)
      .values({ name: "Me", email: "me@example.com", serviceType: "tc", userId, userType: "lender" })
      .returning();
    const [event] = await database.db.insert(auditEvents).values({ actorId: userId, action: "auth.login" }).returning();

    await database.db.execute(sql`delete from auth_users where id = ${userId}`);

    const left = await query<Record<string, number>>(
      database.db,
      sql`select
        (select count(*)::int from profiles where id = ${userId}) as profiles,
        (select count(*)::int from clients where user_id = ${userId}) as clients,
        (select count(*)::int from communications where client_id = ${clientId}) as communications,
        (select count(*)::int from transactions where user_id = ${userId}) as transactions,
        (select count(*)::int from auth_sessions where user_id = ${userId}) as sessions,
        (select count(*)::int from auth_refresh_tokens where user_id = ${userId}) as refresh_tokens,
        (select count(*)::int from auth_mfa_amr_claims where session_id = ${session!.id}) as amr_claims,
        (select count(*)::int from auth_mfa_factors where user_id = ${userId}) as factors,
        (select count(*)::int from auth_mfa_challenges where factor_id = ${factor!.id}) as challenges,
        (select count(*)::int from auth_one_time_tokens where user_id = ${userId}) as one_time_tokens,
        (select count(*)::int from auth_identities where user_id = ${userId}) as identities`,
    );
    expect(left[0]).toEqual({
      profiles: 0,
      clients: 0,
      communications: 0,
      transactions: 0,
      sessions: 0,
      refresh_tokens: 0,
      amr_claims: 0,
      factors: 0,
      challenges: 0,
      one_time_tokens: 0,
      identities: 0,
    });
    // Business records outlive the account; they just lose the link.
    const [leadAfter] = await database.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(leadAfter).toMatchObject({ userId: null, email: "me@example.com" });
    const [requestAfter] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, request!.id));
    expect(requestAfter).toMatchObject({ userId: null, userType: "lender" });
    const [eventAfter] = await database.db.select().from(auditEvents).where(eq(auditEvents.id, event!.id));
    expect(eventAfter).toMatchObject({ actorId: null, action: "auth.login" });
  });

  test("a session deletes its refresh tokens and amr claims; a factor's deletion clears the session's factor", async () => {
    const userId = await createUser(database.db);
    const [factor] = await query<{ id: string }>(
      database.db,
      sql`insert into auth_mfa_factors (user_id, factor_type, secret, status) values (${userId}, 'totp', 'S', 'verified') returning id`,
    );
    const [kept] = await database.db
      .insert(authSessions)
      .values({ userId, aal: "aal2", factorId: factor!.id })
      .returning();
    const [doomed] = await database.db.insert(authSessions).values({ userId }).returning();
    await database.db.execute(sql`
      insert into auth_refresh_tokens (token_hash, session_id, user_id)
      values ('s-1', ${doomed!.id}, ${userId}), ('s-2', ${doomed!.id}, ${userId}), ('k-1', ${kept!.id}, ${userId})`);

    await database.db.delete(authSessions).where(eq(authSessions.id, doomed!.id));
    const tokens = await query<{ token_hash: string }>(
      database.db,
      sql`select token_hash from auth_refresh_tokens where user_id = ${userId}`,
    );
    expect(tokens.map((t) => t.token_hash)).toEqual(["k-1"]);

    await database.db.execute(sql`delete from auth_mfa_factors where id = ${factor!.id}`);
    const [session] = await database.db.select().from(authSessions).where(eq(authSessions.id, kept!.id));
    expect(session).toMatchObject({ factorId: null, aal: "aal2" });
  });

  test("an outbox message leaves the communication in place, without its reference", async () => {
    const userId = await createUser(database.db);
    const [client] = await database.db.insert(clients).values({ userId, name: "Outbox Client" }).returning();
    const [message] = await database.db
      .insert(outbox)
      .values({ toAddress: "c@example.com", subject: "S", textBody: "B", kind: "client.email" })
      .returning();
    const [comm] = await database.db
      .insert(communications)
      .values({ clientId: client!.id, userId, type: "email", subject: "S", content: "B", outboxId: message!.id })
      .returning();

    await database.db.delete(outbox).where(eq(outbox.id, message!.id));

    const [after] = await database.db.select().from(communications).where(eq(communications.id, comm!.id));
    expect(after).toMatchObject({ outboxId: null, status: "queued" });
  });
});

describe("column behaviour", () => {
  test("a requested closing date comes back as the same calendar day, and an empty one as null", async () => {
    const rows = await database.db
      .insert(serviceRequests)
      .values([
        { name: "A", email: "a@example.com", serviceType: "loan", closingDateRequested: "2025-12-31" },
        { name: "B", email: "b@example.com", serviceType: "loan", closingDateRequested: null },
      ])
      .returning({ date: serviceRequests.closingDateRequested });
    expect(rows.map((r) => r.date)).toEqual(["2025-12-31", null]);
  });

  test("timestamps are timestamptz and come back as Dates", async () => {
    const [lead] = await database.db.insert(leads).values({ name: "T", email: "t@example.com" }).returning();
    expect(lead!.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(lead!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    const [type] = await query<{ data_type: string }>(
      database.db,
      sql`select data_type from information_schema.columns where table_name = 'leads' and column_name = 'created_at'`,
    );
    expect(type!.data_type).toBe("timestamp with time zone");
  });

  test("an ORM update moves updated_at", async () => {
    const [lead] = await database.db
      .insert(leads)
      .values({ name: "U", email: "u@example.com", createdAt: new Date("2024-01-01"), updatedAt: new Date("2024-01-01") })
      .returning();
    const [updated] = await database.db
      .update(leads)
      .set({ status: "contacted" })
      .where(eq(leads.id, lead!.id))
      .returning();
    expect(updated!.status).toBe("contacted");
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(new Date("2024-06-01").getTime());
  });

  test("an identity's e-mail is derived, lower-cased, from identity_data", async () => {
    const userId = await createUser(database.db);
    const [identity] = await database.db
      .insert(authIdentities)
      .values({ provider: "email", providerId: userId, userId, identityData: { email: "Mixed.Case@Example.com", sub: userId } })
      .returning();
    expect(identity!.email).toBe("mixed.case@example.com");
  });

  test("the relational API loads a client with its history", async () => {
    const userId = await createUser(database.db);
    const clientId = await addClientWithHistory(userId, "Relational Client", 2);
    const loaded = await database.db.query.clients.findFirst({
      where: eq(clients.id, clientId),
      with: { communications: true, user: { with: { profile: true } } },
    });
    expect(loaded?.communications).toHaveLength(2);
    expect(loaded?.user.profile?.id).toBe(userId);
  });
});
