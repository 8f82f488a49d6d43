/**
 * Property-based fuzzing of every API operation, over real HTTP against the real app on a real
 * database (PGlite, and PostgreSQL in CI's second run). The operations come from the running
 * app's /api/v1/openapi.json and the declared /auth/v1 list, so a new route is fuzzed with no
 * change here. See tests/fuzz/judge.ts for what every answer must satisfy.
 *
 *   FUZZ_RUNS=20000 npx vitest run --project db tests/fuzz/       more requests (default 6000)
 *   FUZZ_SEED=123 npx vitest run --project db tests/fuzz/         the same requests again
 *   FUZZ_SEED=123 FUZZ_PATH=456 ...                               only the batch that failed
 *   FUZZ_CONCURRENCY=1 ...                                        one request at a time (default 4)
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import fc from "fast-check";
import { EXAMPLE_ACCOUNT } from "../support/auth-operations.ts";
import { serviceKeyCommand } from "#server/cli/service-key-command.ts";
import { loadConfig } from "#server/env.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { markEmailProven } from "../support/prove-email.ts";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../support/test-db.ts";
import { buildRequest } from "./build-request.ts";
import { fuzzCase, type FuzzCase } from "./fuzz-case.ts";
import { allOperations, operationId, type OpenApiDocument } from "./fuzz-operations.ts";
import { FuzzReport, formatRequest, formatResponse } from "./fuzz-report.ts";
import { FuzzFixtures } from "./fuzz-fixtures.ts";
import { FuzzAdminSession, FuzzServiceRole, FuzzSession } from "./fuzz-session.ts";
import { httpClient } from "./http-client.ts";
import { judge } from "./judge.ts";
import { judgeOversized, oversizedRequests } from "./oversized-bodies.ts";

/** CI runs this file twice (PGlite, PostgreSQL): 2 × 6000 requests per CI run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6000);
/** Requests in flight at once: one fast-check run sends a batch of this many cases together. */
const BATCH = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const REPLAY_PATH = process.env.FUZZ_PATH;
/** Listed in the server's ADMIN_EMAILS: the administrator whose token the admin routes get. */
const FUZZ_ADMIN_EMAIL = "fuzz-admin@example.com";

const FUZZ_JWT_SECRET = "fuzz-shared-secret-of-at-least-32-characters";

let database: TestDatabase;
let server: RunningServer;
let client: ReturnType<typeof httpClient>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database, {
    // Validation should be reached, not the rate limits (429 is still a valid answer).
    AUTH_RATE_LIMIT_MULTIPLIER: "10000",
    FORM_RATE_LIMIT_MULTIPLIER: "10000",
    // X-Forwarded-For is then read, so its odd values are fuzzed too.
    TRUST_PROXY: "true",
    ADMIN_EMAILS: FUZZ_ADMIN_EMAIL,
    // Mangled tokens are re-signed by hand (tests/fuzz/fuzz-tokens.ts), which needs the signing
    // key: the shared-secret (HS256) mode gives it. Forgeries against the default ES256 keys are
    // tested in server/auth/tests/signing-keys.test.ts.
    AUTH_JWT_SECRET: FUZZ_JWT_SECRET,
  });
  client = httpClient(server.url);
});

afterAll(async () => {
  client?.close();
  await server?.close();
  await database?.close();
});

test(
  `fuzz every operation of /api/v1 and /auth/v1 (${testDatabaseKind()})`,
  async () => {
    const started = performance.now();
    console.log(
      `[fuzz] seed ${SEED}, ${REPLAY_PATH ? `replaying batch ${REPLAY_PATH}` : `${RUNS} requests`}, ${BATCH} at a time, on ${testDatabaseKind()}` +
        ` — replay with FUZZ_SEED=${SEED}`,
    );
    const docResponse = await client.send({ method: "GET", path: "/api/v1/openapi.json", headers: {} });
    expect(docResponse.status, "GET /api/v1/openapi.json").toBe(200);
    const ops = allOperations(docResponse.json as OpenApiDocument);
    expect(ops.some((op) => op.api === "data") && ops.some((op) => op.api === "auth"), "operations of both APIs").toBe(true);
    console.log(`[fuzz] ${ops.length} operations: ${ops.map(operationId).join(", ")}`);

    // The key the server signs with: the shared secret it was started with.
    const jwtKey = new TextEncoder().encode(FUZZ_JWT_SECRET);
    const session = new FuzzSession(client.send, jwtKey, `${SEED}-${Date.now().toString(36)}`, (email) => markEmailProven(database.db, email));
    await session.renew();
    // The password grant's example then signs in for real.
    await session.signUp(EXAMPLE_ACCOUNT.email, EXAMPLE_ACCOUNT.password);
    // Admin routes get an administrator's two-step-verified token, so their validation is fuzzed too.
    const admin = new FuzzAdminSession(client.send, jwtKey, FUZZ_ADMIN_EMAIL, "correct horse battery staple");
    await admin.renew();
    const isAdminOp = (c: FuzzCase) => ops[c.op % ops.length]!.path.startsWith("/api/v1/admin");
    // Service-role operations get the key the operator's CLI prints, made for this server's issuer.
    const printed = await serviceKeyCommand(database.db, loadConfig({ NODE_ENV: "test", PUBLIC_URL: server.url, AUTH_JWT_SECRET: FUZZ_JWT_SECRET }), []);
    expect(printed.exitCode, printed.output).toBe(0);
    const serviceRole = new FuzzServiceRole(printed.output, jwtKey);
    const isServiceRoleOp = (c: FuzzCase) => !!ops[c.op % ops.length]!.serviceRole;
    // Real rows of the agent's and the administrator's for the path parameters.
    const fixtures = new FuzzFixtures(client.send, session, admin);
    await fixtures.seed();
    // The verified status routes get the fixtures' buyer's session on the fixtures' link (issue 30)
    // as their valid token; mangled, misplaced and garbage tokens stay the account's JWTs, which
    // are no status session either.
    const statusHolder = { get accessToken() { return fixtures.statusSessionToken; }, jwtKey };
    const isStatusOp = (c: FuzzCase) => !!ops[c.op % ops.length]!.statusSession;
    const callerFor = (c: FuzzCase) =>
      isServiceRoleOp(c) ? serviceRole : isAdminOp(c) ? admin : isStatusOp(c) && c.token.kind === "valid" ? statusHolder : session;
    const rows = fixtures.paramsFor.bind(fixtures);

    const report = new FuzzReport();
    let index = REPLAY_PATH ? Number(REPLAY_PATH) : 0;
    let sent = 0;
    const runOne = async (path: number, c: FuzzCase) => {
      const req = buildRequest(ops, c, callerFor(c), rows);
      const res = await client.send(req);
      sent += 1;
      const why = judge(req, res);
      report.record(path, req, res, c.token, why);
      if (REPLAY_PATH) console.log(`[fuzz] batch ${path}\n${formatRequest(req)}\n${formatResponse(res)}\n${why ?? "ok"}\n`);
      return { req, res, refused: c.token.kind === "valid" && (res.status === 401 || res.status === 403) };
    };
    await fc.assert(
      fc.asyncProperty(fc.array(fuzzCase(ops.length), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const path = index++;
        const answers = await Promise.all(batch.map((c) => runOne(path, c)));
        const refused = answers.map((a) => a.refused);
        const renewals = session.renewals;
        // The real token refused: a fuzzed logout may have ended the session. Replace it if so.
        if (refused.some((r, i) => r && !isAdminOp(batch[i]!) && !isServiceRoleOp(batch[i]!) && !isStatusOp(batch[i]!))) await session.ensureAlive();
        if (refused.some((r, i) => r && isAdminOp(batch[i]!))) await admin.ensureAlive();
        await fixtures.refresh(answers, session.renewals !== renewals);
        // Failures are collected, not thrown: one run reports every kind of failure it meets.
        return true;
      }),
      { seed: SEED, numRuns: REPLAY_PATH ? 1 : Math.ceil(RUNS / BATCH), path: REPLAY_PATH },
    );

    // Then every route that may be sent a body gets one over its limit (tests/fuzz/oversized-bodies.ts).
    const oversized = oversizedRequests(ops, callerFor, rows);
    const oversizedStarted = performance.now();
    for (let i = 0; i < oversized.length; i += BATCH) {
      await Promise.all(
        oversized.slice(i, i + BATCH).map(async (req) => {
          const res = await client.send(req);
          report.record(-1, req, res, { kind: "valid", scheme: "Bearer" }, judgeOversized(req, res));
        }),
      );
    }
    console.log(`[fuzz] ${oversized.length} bodies over the limit (Content-Length and chunked) in ${((performance.now() - oversizedStarted) / 1000).toFixed(1)} s`);

    const health = await client.send({ method: "GET", path: "/api/v1/health", headers: {} });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[fuzz] ${sent} requests in ${seconds} s (${session.setupRequests + admin.setupRequests} more to keep the sessions, ${session.renewals} sign-ups, ${fixtures.setupRequests} for the rows), ` +
        `seed ${SEED}, ${testDatabaseKind()}\n${report.statsTable()}`,
    );
    if (report.failures.size) console.log(`[fuzz] ${report.failures.size} kinds of failure:\n\n${report.failureReport(SEED, BATCH)}`);

    expect(health.status, "GET /api/v1/health after fuzzing").toBe(200);
    if (!REPLAY_PATH) expect(sent).toBeGreaterThanOrEqual(RUNS);
    expect([...report.failures.keys()], `failures (seed ${SEED}); details above`).toEqual([]);
  },
  30 * 60_000,
);
