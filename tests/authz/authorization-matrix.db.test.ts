/**
 * The authorization matrix (tests/authz/authorization-matrix.ts), checked cell by cell against a
 * running app: every operation of both APIs × every kind of caller. An operation without a row,
 * or a row for an operation that no longer exists, fails first.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUTH_OPERATIONS, authOperationKey } from "../support/auth-operations.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-db.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { ACTORS, MATRIX, type Actor, type MatrixContext, type MatrixLinks } from "./authorization-matrix.ts";
import { completedLongAgo, issueStatusLink, newOwnersFile, presentedToken } from "./closing-fixtures.ts";
import { HOLDERS, type Holder } from "./expected.ts";
import { proveEmailOver } from "../support/prove-email.ts";
import { administrator, matrixClient, signUp, type ActorSession, type MatrixClient } from "./matrix-client.ts";

const run = `${process.pid}-${Date.now().toString(36)}`;
const ADMIN_EMAIL = `matrix-admin-${run}@example.com`;

let database: TestDatabase;
let server: RunningServer;
let client: MatrixClient;
let owner: ActorSession;
const sessions = {} as Record<Exclude<Actor, "anon" | Holder>, ActorSession>;
let links: MatrixLinks;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database, {
    ADMIN_EMAILS: ADMIN_EMAIL,
    // Every cell comes from one address; the limits are tested elsewhere.
    AUTH_RATE_LIMIT_MULTIPLIER: "1000",
    FORM_RATE_LIMIT_MULTIPLIER: "1000",
  });
  client = matrixClient(server.url);
  // Every account proves its address as the portal has it done, except the claimant (tests/authz/expected.ts).
  const proven = async (email: string, type: "agent" | "lender") => {
    const session = await signUp(client, email, type);
    await proveEmailOver((method, path, opts) => client.call(method, path, opts), email, session.accessToken);
    return session;
  };
  sessions.agent = await proven(`matrix-agent-${run}@example.com`, "agent");
  sessions.other = await proven(`matrix-other-${run}@example.com`, "agent");
  sessions.lender = await proven(`matrix-lender-${run}@example.com`, "lender");
  sessions.claimant = await signUp(client, `matrix-claimant-${run}@example.com`, "lender");
  sessions.buyerAccount = await proven(`matrix-buyer-${run}@example.com`, "agent");
  sessions.sellerAccount = await proven(`matrix-seller-${run}@example.com`, "agent");
  const admin = await administrator(client, ADMIN_EMAIL);
  await proveEmailOver((method, path, opts) => client.call(method, path, opts), ADMIN_EMAIL, admin.aal2.accessToken);
  sessions.admin1 = admin.aal1;
  sessions.admin2 = admin.aal2;
  owner = sessions.agent;
  links = await statusLinks();
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** "METHOD /path" of every operation the app declares, in the matrix's spelling. */
async function declaredOperations(): Promise<string[]> {
  const doc = (await client.call("GET", "/api/v1/openapi.json")).json as { paths: Record<string, Record<string, unknown>> };
  const api = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} /api/v1${path.replace(/\{([^}]+)\}/g, ":$1")}`),
  );
  return [...api, ...AUTH_OPERATIONS.map(authOperationKey)].sort();
}

let counter = 0;

/** The links the holders hold (see MatrixLinks), made through the staff API like any file's. */
async function statusLinks(): Promise<MatrixLinks> {
  const setup = { ...rowContext(), perRow: <T>(make: () => Promise<T>) => make() };
  const ownersFile = await newOwnersFile(setup);
  const replaced = await issueStatusLink(setup, ownersFile);
  const owners = { fileId: ownersFile, replaced, live: await issueStatusLink(setup, ownersFile) };
  const otherFile = await issueStatusLink(setup, await newOwnersFile(setup));
  const expiredFile = await newOwnersFile(setup);
  const expired = await issueStatusLink(setup, expiredFile);
  await completedLongAgo(database.db, expiredFile);
  return { owners, otherFile, expired };
}

/** A context per row: `perRow` values are made once and shared by the row's cells, in order. */
function rowContext(): MatrixContext & { startCell(actor: Actor): void } {
  const made: Promise<unknown>[] = [];
  let next = 0;
  const ctx: MatrixContext = {
    client,
    actor: "anon",
    links,
    owner,
    admin: sessions.admin2,
    people: { lender: sessions.claimant.email, buyer: sessions.buyerAccount.email, seller: sessions.sellerAccount.email },
    unique: () => `${run}-${++counter}`,
    perRow<T>(make: () => Promise<T>) {
      // The n-th perRow call of a cell gets the n-th value of the row.
      const i = next++;
      made[i] ??= make();
      return made[i] as Promise<T>;
    },
  };
  return Object.assign(ctx, {
    startCell: (actor: Actor) => {
      next = 0;
      ctx.actor = actor;
    },
  });
}

/** The owner's own cell last (see MatrixContext.perRow). */
const CELL_ORDER: Actor[] = [...ACTORS.filter((a) => a !== "agent"), "agent"];

const isHolder = (actor: Actor): actor is Holder => (HOLDERS as readonly string[]).includes(actor);

/**
 * One cell's request: an account sends its bearer token; a status link's holder sends its token
 * in every other place a server might read one (tests/authz/expected.ts), so a route that took it
 * from a cookie, a header or the query would answer the holder differently from anon.
 */
function send(ctx: MatrixContext, method: string, path: string, body: unknown, extra: Record<string, string> = {}) {
  const actor = ctx.actor;
  if (actor === "anon") return client.call(method, path, { body, headers: extra });
  if (!isHolder(actor)) return client.call(method, path, { token: sessions[actor].accessToken, body, headers: extra });
  const held = presentedToken(ctx, links.owners);
  const headers = { ...extra, cookie: `status_token=${held}; token=${held}`, "x-status-token": held };
  return client.call(method, `${path}${path.includes("?") ? "&" : "?"}token=${held}`, { headers, body });
}

describe("authorization matrix", () => {
  test("every operation of the data and auth APIs has a row, and every row an operation", async () => {
    const declared = await declaredOperations();
    const missing = declared.filter((op) => !(op in MATRIX));
    const stale = Object.keys(MATRIX).filter((op) => !declared.includes(op));
    expect({ missing, stale }, "add a row to tests/authz/authorization-matrix.ts for each missing operation").toEqual({ missing: [], stale: [] });
  });

  // Before the cells: the sign-out row ends the owner's session.
  test("a status token sent as a bearer token is no account: every route needing one answers as to a made-up token", async () => {
    const got: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const [operation, row] of Object.entries(MATRIX)) {
      if (row.endsSession || row.expect.anon !== 401) continue;
      const method = operation.split(" ")[0]!;
      const ctx = rowContext();
      ctx.startCell("holder");
      const req = await row.request(ctx);
      wanted[operation] = (await client.call(method, req.path, { token: "not-a-token", body: req.body })).status;
      ctx.startCell("holder");
      const again = await row.request(ctx);
      got[operation] = (await client.call(method, again.path, { token: links.owners.live, body: again.body })).status;
    }
    expect(Object.keys(got).length).toBeGreaterThan(50);
    expect(got).toEqual(wanted);
    // …and an account neither opens nor spoils a status page: with the live link, another agent is served.
    const page = await client.call("GET", `/api/v1/status/${links.owners.live}`, { token: sessions.other.accessToken });
    expect(page.status).toBe(200);
  }, 120_000);

  test("every cell answers as the matrix says", async () => {
    const rows = Object.entries(MATRIX);
    // Sign-outs end the caller's session, so they go last.
    const ordered = [...rows.filter(([, r]) => !r.endsSession), ...rows.filter(([, r]) => r.endsSession)];
    const got: Record<string, Record<Actor, number>> = {};
    const wanted: Record<string, Record<Actor, number>> = {};
    for (const [operation, row] of ordered) {
      const method = operation.split(" ")[0]!;
      got[operation] = Object.fromEntries(ACTORS.map((a) => [a, 0])) as Record<Actor, number>;
      wanted[operation] = row.expect;
      const ctx = rowContext();
      for (const actor of CELL_ORDER) {
        ctx.startCell(actor);
        const req = await row.request(ctx);
        const res = await send(ctx, method, req.path, req.body, req.headers);
        got[operation][actor] = res.status;
      }
    }
    // One comparison of the whole table, so a failure shows every wrong cell at once.
    expect(got).toEqual(wanted);
  }, 300_000); // one request per cell, ~130 operations × 13 callers and growing with every route

});
