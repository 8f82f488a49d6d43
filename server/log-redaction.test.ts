/**
 * Secrets and personal data stay out of the log, even when a query fails with them as its
 * parameters. The sign-up below fails on a real database (a check constraint refuses the new
 * row), which used to log the new account's argon2id hash and e-mail address.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { createApp } from "./app.ts";
import { loadConfig } from "./env.ts";
import { createLogger } from "./logger.ts";
import { CENSOR, redactPath, scrubMessage, serializeError } from "./log-redaction.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { memoryLog } from "#tests/support/memory-log.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("a failed query in the log", () => {
  test("names the statement and the constraint, never the password hash, the e-mail or the row", async () => {
    const log = memoryLog();
    const app = createApp({ config: loadConfig({ NODE_ENV: "test" }), database, logger: createLogger({ LOG_LEVEL: "info" }, log.stream) });
    // Refuse every new account at the database, as a broken migration or a full disk would.
    await database.db.execute(sql`alter table auth_users add constraint refuse_new_accounts check (created_at < '2000-01-01') not valid`);
    try {
      const email = uniqueEmail("private.person");
      const password = "a very private passphrase";
      const res = await call(app, "POST", "/auth/v1/signup", { body: { email, password, data: { account_type: "agent" } } });
      expect(res.status).toBe(500);

      const text = log.text();
      const failure = log.entries().find((e) => e.msg === "unhandled error");
      expect(failure, text).toBeDefined();
      // Useful to whoever reads it: what failed and where.
      const err = failure!.err as Record<string, unknown>;
      expect(JSON.stringify(err)).toContain("refuse_new_accounts");
      expect(String(err.message)).toMatch(/^Failed query: insert into "auth_users"/);
      // And nothing about the person.
      expect(text).not.toContain("$argon2id");
      expect(text).not.toContain(email);
      expect(text).not.toContain(email.split("@")[0]);
      expect(text).not.toContain(password);
      expect(text).not.toMatch(/Failing row contains/);
    } finally {
      await database.db.execute(sql`alter table auth_users drop constraint refuse_new_accounts`);
    }
  });

  test("a log object's secret and personal fields are censored wherever they sit", async () => {
    const log = memoryLog();
    const logger = createLogger({ LOG_LEVEL: "info" }, log.stream);
    logger.info(
      {
        email: "jo@example.com",
        user: { email: "jo@example.com", password: "hunter22", encryptedPassword: "$argon2id$v=19$x" },
        req: { headers: { authorization: "Bearer eyJ.secret.sig", cookie: "sb=1" } },
        refresh_token: "rt-123",
        outboxId: "kept",
      },
      "something happened",
    );
    const [entry] = log.entries();
    expect(entry).toMatchObject({
      email: CENSOR,
      user: { email: CENSOR, password: CENSOR, encryptedPassword: CENSOR },
      req: { headers: { authorization: CENSOR, cookie: CENSOR } },
      refresh_token: CENSOR,
      outboxId: "kept",
    });
  });
});

describe("serializeError", () => {
  test.each([
    ['Failed query: insert into "leads" ("email") values ($1)\nparams: jo@example.com', `Failed query: insert into "leads" ("email") values ($1)\nparams: ${CENSOR}`],
    ['invalid input syntax for type uuid: "jo@example.com"', `invalid input syntax for type uuid: "${CENSOR}"`],
    ['invalid input value for enum user_role: "root"', `invalid input value for enum user_role: "${CENSOR}"`],
    ['duplicate key value violates unique constraint "auth_users_email_key"', 'duplicate key value violates unique constraint "auth_users_email_key"'],
    ["Can't send mail - all recipients were rejected: 550 <jo.smith@example.com>: Recipient address rejected", `Can't send mail - all recipients were rejected: 550 <${CENSOR}>: Recipient address rejected`],
    ["The 'To' number +1 515 555 0100 is not a valid phone number.", `The 'To' number ${CENSOR} is not a valid phone number.`],
  ])("scrubs %j", (message, scrubbed) => {
    expect(scrubMessage(message)).toBe(scrubbed);
  });

  test("keeps the type, code and causes; drops params, detail and anything not on the allow-list", () => {
    const cause = Object.assign(new Error("new row violates check constraint"), {
      code: "23514",
      constraint: "refuse_new_accounts",
      detail: "Failing row contains (jo@example.com, $argon2id$...)",
    });
    const err = Object.assign(new Error("Failed query: insert into x values ($1)\nparams: jo@example.com", { cause }), {
      query: "insert into x values ($1)",
      params: ["jo@example.com"],
      somethingElse: "jo@example.com",
    });
    const out = serializeError(err);
    expect(JSON.stringify(out)).not.toContain("jo@example.com");
    expect(JSON.stringify(out)).not.toContain("argon2id");
    expect(out).toMatchObject({ type: "Error", cause: { code: "23514", constraint: "refuse_new_accounts" } });
    expect(String(out.stack)).toMatch(/^Error: Failed query: insert into x values \(\$1\)\nparams: \[redacted\]\n\s+at /);
  });
});

describe("redactPath", () => {
  const token = "3q2-7w9XbVhY0mKzP1c4dT8uN6eR5sL2aJfQ0gHiBk";
  test.each([
    [`/status/${token}`, `/status/${CENSOR}`],
    [`/api/v1/status/${token}`, `/api/v1/status/${CENSOR}`],
    [`/api/v1/status/${token}/documents/0b5e/link`, `/api/v1/status/${CENSOR}/documents/0b5e/link`],
    [`/api/v1/calendar/${token}.ics`, `/api/v1/calendar/${CENSOR}`],
    ["/auth/v1/verify?token=abc&type=signup", "/auth/v1/verify"],
    ["/files/closing-documents/0b5e?by=u-1&expires=2&signature=ff", "/files/closing-documents/0b5e"],
    ["/api/v1/me/calendar", "/api/v1/me/calendar"],
    ["/api/v1/closing-files/0b5e/documents", "/api/v1/closing-files/0b5e/documents"],
  ])("%s is logged as %s", (path, logged) => {
    expect(redactPath(path)).toBe(logged);
  });
});
