/**
 * The database itself refuses bad rows: enum values outside their lists, blank names, unknown
 * service types, missing parents, duplicates. Each case is one INSERT that must fail with the
 * given SQLSTATE and, where there is one, the named constraint. The matching good rows are
 * accepted, so the constraints are not stricter than the product needs.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import { createTestDatabase } from "#tests/support/test-db.ts";
import type { Database } from "../client.ts";
import { createUser, expectRejected, PG, query } from "./helpers.ts";

let database: Database;

/** Rows the cases refer to (ids filled in beforeAll). */
const f = {
  userId: "",
  clientId: "",
  sessionId: "",
  factorId: "",
  missing: "00000000-0000-4000-8000-000000000000",
};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  f.userId = await createUser(db, { email: "Agent.One@Example.com", type: "agent" });
  await db.execute(sql`update auth_users set phone = '+15155550100' where id = ${f.userId}`);
  const [client] = await query<{ id: string }>(
    db,
    sql`insert into clients (user_id, name) values (${f.userId}, 'Pat Buyer') returning id`,
  );
  f.clientId = client!.id;
  const [session] = await query<{ id: string }>(
    db,
    sql`insert into auth_sessions (user_id) values (${f.userId}) returning id`,
  );
  f.sessionId = session!.id;
  await db.execute(
    sql`insert into auth_refresh_tokens (token_hash, session_id, user_id) values ('hash-1', ${f.sessionId}, ${f.userId})`,
  );
  await db.execute(
    sql`insert into auth_mfa_amr_claims (session_id, authentication_method) values (${f.sessionId}, 'password')`,
  );
  const [factor] = await query<{ id: string }>(
    db,
    sql`insert into auth_mfa_factors (user_id, friendly_name, factor_type, secret)
        values (${f.userId}, 'Authenticator', 'totp', 'JBSWY3DPEHPK3PXP') returning id`,
  );
  f.factorId = factor!.id;
  await db.execute(
    sql`insert into auth_one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
        values (${f.userId}, 'confirmation', 'ott-hash-1', 'agent.one@example.com', now() + interval '1 hour')`,
  );
  await db.execute(
    sql`insert into auth_identities (provider, provider_id, user_id, identity_data)
        values ('email', ${f.userId}, ${f.userId}, '{"email":"Agent.One@Example.com"}')`,
  );
  await db.execute(
    sql`insert into auth_flow_state (auth_code, code_challenge, code_challenge_method, provider_type, authentication_method)
        values ('code-1', 'challenge', 's256', 'email', 'email/signup')`,
  );
  await db.execute(
    sql`insert into rate_limits (key, window_start, count, expires_at)
        values ('auth.token:ip:203.0.113.9', '2025-01-01T00:00:00Z', 1, '2025-01-01T00:01:00Z')`,
  );
});

afterAll(async () => {
  await database?.close();
});

type Case = [name: string, statement: () => SQL, expected: { code: string; constraint?: string }];

const enumValue = { code: PG.invalidEnumOrText };
const notNull = { code: PG.notNull };
const checkOf = (constraint: string) => ({ code: PG.check, constraint });
const uniqueOf = (constraint: string) => ({ code: PG.unique, constraint });
const fkOf = (constraint: string) => ({ code: PG.foreignKey, constraint });

const rejected: Record<string, Case[]> = {
  profiles: [
    ["a role outside admin|user", () => sql`insert into profiles (id, role) values (${f.userId}, 'superuser')`, enumValue],
    ["a type outside agent|lender", () => sql`update profiles set type = 'buyer' where id = ${f.userId}`, enumValue],
    ["a profile for a missing user", () => sql`insert into profiles (id) values (${f.missing})`, fkOf("profiles_id_auth_users_id_fk")],
    ["a malformed e-mail", () => sql`update profiles set email = 'not an email' where id = ${f.userId}`, checkOf("profiles_email_shape")],
  ],
  leads: [
    [
      "a status outside new|contacted|qualified|converted",
      () => sql`insert into leads (name, email, status) values ('Ann', 'ann@example.com', 'closed')`,
      enumValue,
    ],
    ["a source outside the list", () => sql`insert into leads (name, email, source) values ('Ann', 'ann@example.com', 'web')`, enumValue],
    ["no name", () => sql`insert into leads (email) values ('ann@example.com')`, notNull],
    ["a blank name", () => sql`insert into leads (name, email) values ('   ', 'ann@example.com')`, checkOf("leads_name_not_blank")],
    ["an empty e-mail", () => sql`insert into leads (name, email) values ('Ann', '')`, checkOf("leads_email_shape")],
    [
      "a missing user",
      () => sql`insert into leads (name, email, user_id) values ('Ann', 'ann@example.com', ${f.missing})`,
      fkOf("leads_user_id_auth_users_id_fk"),
    ],
  ],
  service_requests: [
    [
      "an unknown service_type",
      () => sql`insert into service_requests (name, email, phone, service_type) values ('Ann', 'ann@example.com', '515', 'notary')`,
      checkOf("service_requests_service_type_known"),
    ],
    [
      "a service_type spelled with an underscore",
      () => sql`insert into service_requests (name, email, service_type) values ('Ann', 'ann@example.com', 'digital_cash')`,
      checkOf("service_requests_service_type_known"),
    ],
    [
      "a page slug instead of the service id",
      () =>
        sql`insert into service_requests (name, email, service_type) values ('Ann', 'ann@example.com', 'transaction-coordination')`,
      checkOf("service_requests_service_type_known"),
    ],
    ["no service_type", () => sql`insert into service_requests (name, email) values ('Ann', 'ann@example.com')`, notNull],
    [
      "a status outside the four",
      () => sql`insert into service_requests (name, email, service_type, status) values ('Ann', 'ann@example.com', 'tc', 'done')`,
      enumValue,
    ],
    [
      "a user_type outside agent|lender",
      () => sql`insert into service_requests (name, email, service_type, user_type) values ('Ann', 'ann@example.com', 'tc', 'buyer')`,
      enumValue,
    ],
    [
      "a closing date that is not a date",
      () =>
        sql`insert into service_requests (name, email, service_type, closing_date_requested)
            values ('Ann', 'ann@example.com', 'loan', 'next friday')`,
      { code: PG.invalidDatetime },
    ],
    [
      "a blank name",
      () => sql`insert into service_requests (name, email, service_type) values ('', 'ann@example.com', 'tc')`,
      checkOf("service_requests_name_not_blank"),
    ],
  ],
  clients: [
    ["no name", () => sql`insert into clients (user_id) values (${f.userId})`, notNull],
    ["an empty name", () => sql`insert into clients (user_id, name) values (${f.userId}, '')`, checkOf("clients_name_not_blank")],
    ["a blank name", () => sql`insert into clients (user_id, name) values (${f.userId}, E' \t ')`, checkOf("clients_name_not_blank")],
    ["no owner", () => sql`insert into clients (name) values ('Pat')`, notNull],
    ["a missing owner", () => sql`insert into clients (user_id, name) values (${f.missing}, 'Pat')`, fkOf("clients_user_id_auth_users_id_fk")],
    [
      "an empty e-mail (absent is NULL)",
      () => sql`insert into clients (user_id, name, email) values (${f.userId}, 'Pat', '')`,
      checkOf("clients_email_shape"),
    ],
    [
      "an empty phone (absent is NULL)",
      () => sql`insert into clients (user_id, name, phone) values (${f.userId}, 'Pat', '')`,
      checkOf("clients_phone_not_blank"),
    ],
  ],
  communications: [
    [
      "a communication for a missing client",
      () =>
        sql`insert into communications (client_id, user_id, type, subject, content)
            values (${f.missing}, ${f.userId}, 'email', 'Hello', 'Body')`,
      fkOf("communications_client_id_clients_id_fk"),
    ],
    [
      "a type outside email|sms",
      () => sql`insert into communications (client_id, user_id, type, content) values (${f.clientId}, ${f.userId}, 'fax', 'Body')`,
      enumValue,
    ],
    [
      "a status outside queued|sent|delivered|failed|received",
      () =>
        sql`insert into communications (client_id, user_id, type, content, status)
            values (${f.clientId}, ${f.userId}, 'sms', 'Body', 'undelivered')`,
      enumValue,
    ],
    [
      "an e-mail without a subject",
      () => sql`insert into communications (client_id, user_id, type, content) values (${f.clientId}, ${f.userId}, 'email', 'Body')`,
      checkOf("communications_email_has_subject"),
    ],
    [
      "blank content",
      () => sql`insert into communications (client_id, user_id, type, content) values (${f.clientId}, ${f.userId}, 'sms', ' ')`,
      checkOf("communications_content_not_blank"),
    ],
    [
      "a missing outbox message",
      () =>
        sql`insert into communications (client_id, user_id, type, content, outbox_id)
            values (${f.clientId}, ${f.userId}, 'sms', 'Body', ${f.missing})`,
      fkOf("communications_outbox_id_outbox_id_fk"),
    ],
  ],
  email_templates: [
    [
      "a second template with a seeded name",
      () => sql`insert into email_templates (name, subject, content) values ('Closing Scheduled', 'S', 'C')`,
      uniqueOf("email_templates_name_key"),
    ],
    ["a blank subject", () => sql`insert into email_templates (name, subject, content) values ('X', ' ', 'C')`, checkOf("email_templates_subject_not_blank")],
  ],
  transactions: [
    ["a status outside the list", () => sql`insert into transactions (user_id, status) values (${f.userId}, 'done')`, enumValue],
    ["a blank type", () => sql`insert into transactions (user_id, type) values (${f.userId}, '')`, checkOf("transactions_type_not_blank")],
    ["a missing user", () => sql`insert into transactions (user_id) values (${f.missing})`, fkOf("transactions_user_id_auth_users_id_fk")],
  ],
  resource_documents: [
    [
      "a type outside fsbo|agent|lender|marketing",
      () =>
        sql`insert into resource_documents (slug, name, type, audience, storage_path, content_type, description)
            values ('x', 'X', 'buyer', 'public', 'resources/x.pdf', 'application/pdf', 'd')`,
      enumValue,
    ],
    [
      "a duplicate slug",
      () =>
        sql`insert into resource_documents (slug, name, type, audience, storage_path, content_type, description)
            values ('moving-guide', 'X', 'agent', 'agent', 'resources/x.pdf', 'application/pdf', 'd')`,
      uniqueOf("resource_documents_slug_key"),
    ],
    [
      "a path escaping the store",
      () =>
        sql`insert into resource_documents (slug, name, type, audience, storage_path, content_type, description)
            values ('x', 'X', 'agent', 'agent', 'resources/../../etc/passwd', 'application/pdf', 'd')`,
      checkOf("resource_documents_storage_path_relative"),
    ],
    [
      "an absolute path",
      () =>
        sql`insert into resource_documents (slug, name, type, audience, storage_path, content_type, description)
            values ('x', 'X', 'agent', 'agent', '/etc/passwd', 'application/pdf', 'd')`,
      checkOf("resource_documents_storage_path_relative"),
    ],
  ],
  auth_users: [
    [
      "an e-mail differing only in case from an existing one",
      () => sql`insert into auth_users (email) values ('agent.one@example.COM')`,
      uniqueOf("auth_users_email_lower_key"),
    ],
    ["a duplicate phone", () => sql`insert into auth_users (phone) values ('+15155550100')`, uniqueOf("auth_users_phone_key")],
    ["neither e-mail nor phone (not anonymous)", () => sql`insert into auth_users default values`, checkOf("auth_users_identifier_present")],
    ["a malformed e-mail", () => sql`insert into auth_users (email) values ('agent at example.com')`, checkOf("auth_users_email_shape")],
  ],
  auth_sessions: [
    ["an aal outside aal1|aal2", () => sql`insert into auth_sessions (user_id, aal) values (${f.userId}, 'aal3')`, enumValue],
    ["a missing user", () => sql`insert into auth_sessions (user_id) values (${f.missing})`, fkOf("auth_sessions_user_id_auth_users_id_fk")],
  ],
  auth_refresh_tokens: [
    [
      "a reused token hash",
      () => sql`insert into auth_refresh_tokens (token_hash, session_id, user_id) values ('hash-1', ${f.sessionId}, ${f.userId})`,
      uniqueOf("auth_refresh_tokens_token_hash_key"),
    ],
    [
      "a missing session",
      () => sql`insert into auth_refresh_tokens (token_hash, session_id, user_id) values ('hash-2', ${f.missing}, ${f.userId})`,
      fkOf("auth_refresh_tokens_session_id_auth_sessions_id_fk"),
    ],
  ],
  auth_mfa_factors: [
    ["a factor type outside totp|phone|webauthn", () => sql`insert into auth_mfa_factors (user_id, factor_type) values (${f.userId}, 'sms')`, enumValue],
    [
      "a status outside unverified|verified",
      () => sql`insert into auth_mfa_factors (user_id, factor_type, secret, status) values (${f.userId}, 'totp', 's', 'pending')`,
      enumValue,
    ],
    [
      "a second factor with the same friendly name",
      () =>
        sql`insert into auth_mfa_factors (user_id, friendly_name, factor_type, secret)
            values (${f.userId}, 'Authenticator', 'totp', 'S2')`,
      uniqueOf("auth_mfa_factors_user_friendly_name_key"),
    ],
    [
      "a TOTP factor without a secret",
      () => sql`insert into auth_mfa_factors (user_id, factor_type) values (${f.userId}, 'totp')`,
      checkOf("auth_mfa_factors_totp_has_secret"),
    ],
    [
      "a phone factor without a phone",
      () => sql`insert into auth_mfa_factors (user_id, factor_type) values (${f.userId}, 'phone')`,
      checkOf("auth_mfa_factors_phone_has_phone"),
    ],
  ],
  auth_mfa_challenges: [
    [
      "a challenge for a missing factor",
      () => sql`insert into auth_mfa_challenges (factor_id) values (${f.missing})`,
      fkOf("auth_mfa_challenges_factor_id_auth_mfa_factors_id_fk"),
    ],
  ],
  auth_mfa_amr_claims: [
    [
      "the same method twice for a session",
      () => sql`insert into auth_mfa_amr_claims (session_id, authentication_method) values (${f.sessionId}, 'password')`,
      uniqueOf("auth_mfa_amr_claims_session_method_key"),
    ],
    ["an unknown method", () => sql`insert into auth_mfa_amr_claims (session_id, authentication_method) values (${f.sessionId}, 'pin')`, enumValue],
  ],
  auth_one_time_tokens: [
    [
      "a token type outside the list",
      () =>
        sql`insert into auth_one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
            values (${f.userId}, 'signup', 'h', 'a@b.c', now() + interval '1 hour')`,
      enumValue,
    ],
    [
      "a second live token of the same type for a user",
      () =>
        sql`insert into auth_one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
            values (${f.userId}, 'confirmation', 'ott-hash-2', 'a@b.c', now() + interval '1 hour')`,
      uniqueOf("auth_one_time_tokens_user_type_key"),
    ],
    [
      "a token that expires before it is created",
      () =>
        sql`insert into auth_one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
            values (${f.userId}, 'recovery', 'h', 'a@b.c', now() - interval '1 second')`,
      checkOf("auth_one_time_tokens_expiry_after_creation"),
    ],
  ],
  auth_identities: [
    [
      "the same provider identity twice",
      () => sql`insert into auth_identities (provider, provider_id, user_id) values ('email', ${f.userId}, ${f.userId})`,
      uniqueOf("auth_identities_provider_id_key"),
    ],
  ],
  auth_flow_state: [
    [
      "a challenge method outside s256|plain",
      () =>
        sql`insert into auth_flow_state (auth_code, code_challenge, code_challenge_method, provider_type, authentication_method)
            values ('code-2', 'c', 'sha1', 'email', 'password')`,
      enumValue,
    ],
    [
      "a reused auth code",
      () =>
        sql`insert into auth_flow_state (auth_code, code_challenge, code_challenge_method, provider_type, authentication_method)
            values ('code-1', 'c', 'plain', 'email', 'password')`,
      uniqueOf("auth_flow_state_auth_code_key"),
    ],
  ],
  audit_events: [
    ["a blank action", () => sql`insert into audit_events (action) values ('')`, checkOf("audit_events_action_not_blank")],
    [
      "a target id without a target type",
      () => sql`insert into audit_events (action, target_id) values ('lead.status_changed', 'x')`,
      checkOf("audit_events_target_id_needs_type"),
    ],
  ],
  rate_limits: [
    [
      "a second counter for the same key and window",
      () =>
        sql`insert into rate_limits (key, window_start, expires_at)
            values ('auth.token:ip:203.0.113.9', '2025-01-01T00:00:00Z', '2025-01-01T00:01:00Z')`,
      uniqueOf("rate_limits_pkey"),
    ],
    [
      "a negative count",
      () => sql`insert into rate_limits (key, window_start, count, expires_at) values ('k', now(), -1, now() + interval '1 minute')`,
      checkOf("rate_limits_count_nonnegative"),
    ],
  ],
  outbox: [
    [
      "a blank recipient",
      () => sql`insert into outbox (to_address, text_body, kind) values (' ', 'body', 'test')`,
      checkOf("outbox_to_address_not_blank"),
    ],
  ],
};

describe.each(Object.entries(rejected))("%s rejects", (_table, cases) => {
  test.each(cases)("%s", async (_name, statement, expected) => {
    await expectRejected(() => database.db.execute(statement()), expected);
  });
});

/** Rows the product really writes; they must all be accepted. */
const accepted: [name: string, statement: () => SQL][] = [
  ["an anonymous user without e-mail or phone", () => sql`insert into auth_users (is_anonymous) values (true)`],
  ["a phone-only user", () => sql`insert into auth_users (phone) values ('+15155550199')`],
  ["a guide-download lead", () => sql`insert into leads (name, email, message, status, source)
      values ('ann', 'ann@example.com', 'FSBO Package Download', 'new', 'guide_download')`],
  ["a contact lead without company or phone", () => sql`insert into leads (name, email, message) values ('Ann Lee', 'ann@example.com', 'Hello')`],
  [
    "a Get Started request with a date",
    () => sql`insert into service_requests (name, email, phone, company, service_type, property_address, closing_date_requested, message)
        values ('Ann', 'ann@example.com', '515-555-0101', 'Acme', '1031', '1 Main St, Ames, IA', '2025-09-30', 'Please call')`,
  ],
  [
    "a dashboard order (empty phone, type set)",
    () => sql`insert into service_requests (name, email, phone, service_type, user_id, user_type, type)
        values ('agent.one', 'agent.one@example.com', '', 'digital-cash', ${f.userId}, 'agent', 'dashboard_order')`,
  ],
  ["a client with only a name", () => sql`insert into clients (user_id, name) values (${f.userId}, 'Sam')`],
  [
    "an SMS without a subject",
    () => sql`insert into communications (client_id, user_id, type, content, recipient)
        values (${f.clientId}, ${f.userId}, 'sms', 'See you at 10', '+15155550123')`,
  ],
  ["the admin's count edit: a sale, closed", () => sql`insert into transactions (user_id, type, status) values (${f.userId}, 'sale', 'closed')`],
  ["a second, unnamed TOTP factor", () => sql`insert into auth_mfa_factors (user_id, factor_type, secret) values (${f.userId}, 'totp', 'S3')`],
  [
    "a factor with the same name for another user",
    () => sql`insert into auth_mfa_factors (user_id, friendly_name, factor_type, phone)
        select id, 'Authenticator', 'phone', '+15155550100' from auth_users where phone = '+15155550199'`,
  ],
  ["an anonymous audit event", () => sql`insert into audit_events (action, ip) values ('auth.signup', '203.0.113.9')`],
];

describe("the rows the product writes are accepted", () => {
  test.each(accepted)("%s", async (_name, statement) => {
    await database.db.execute(statement());
  });

  test("defaults: lead new/contact, profile role user, communication queued, request date NULL", async () => {
    const [lead] = await query(database.db, sql`insert into leads (name, email) values ('Bo', 'bo@example.com') returning status, source`);
    expect(lead).toEqual({ status: "new", source: "contact" });
    const userId = await createUser(database.db);
    const [profile] = await query(database.db, sql`select role, type from profiles where id = ${userId}`);
    expect(profile).toEqual({ role: "user", type: null });
    const [comm] = await query(
      database.db,
      sql`insert into communications (client_id, user_id, type, subject, content)
          values (${f.clientId}, ${f.userId}, 'email', 'Hi', 'Body') returning status`,
    );
    expect(comm).toEqual({ status: "queued" });
    const [request] = await query(
      database.db,
      sql`insert into service_requests (name, email, service_type) values ('Bo', 'bo@example.com', 'title')
          returning status, closing_date_requested, phone`,
    );
    expect(request).toEqual({ status: "new", closing_date_requested: null, phone: "" });
  });
});
