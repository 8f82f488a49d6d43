import { createServer, type Server, type Socket } from "node:net";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "#db/client.ts";
import { isDatabaseUnavailable, unavailableReason } from "./database-unavailable.ts";
import { AppError } from "./errors.ts";

/** A server-side error as node-postgres builds it from the wire (message, then its SQLSTATE). */
function pgError(code: string, message: string): pg.DatabaseError {
  const err = new pg.DatabaseError(message, message.length, "error");
  err.code = code;
  return err;
}

function errno(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code, errno: -1, syscall: "connect" });
}

/** What drizzle throws around a driver error. */
const wrapped = (cause: Error) => new DrizzleQueryError("insert into leads ...", [], cause);

describe("isDatabaseUnavailable", () => {
  test.each<[string, unknown, boolean]>([
    // The database cannot be reached: 503.
    ["connection refused", errno("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"), true],
    ["connection reset", errno("ECONNRESET", "read ECONNRESET"), true],
    ["socket timed out", errno("ETIMEDOUT", "connect ETIMEDOUT 10.0.0.5:5432"), true],
    ["host unreachable", errno("EHOSTUNREACH", "connect EHOSTUNREACH 10.0.0.5:5432"), true],
    ["name not resolvable now", errno("EAI_AGAIN", "getaddrinfo EAI_AGAIN db.internal"), true],
    ["every address refused (AggregateError)", Object.assign(new AggregateError([errno("ECONNREFUSED", "connect ECONNREFUSED ::1:5432"), errno("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")]), { code: "ECONNREFUSED" }), true],
    ["AggregateError without its own code", new AggregateError([errno("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")]), true],
    ["server closed the connection", new Error("Connection terminated unexpectedly"), true],
    ["connection ended during a query", new Error("Connection terminated"), true],
    ["pool connection timeout", new Error("Connection terminated due to connection timeout", { cause: new Error("timeout expired") }), true],
    ["pool gave up waiting for a client", new Error("timeout exceeded when trying to connect"), true],
    ["client broken by an earlier error", new Error("Client has encountered a connection error and is not queryable"), true],
    ["client closed", new Error("Client was closed and is not queryable"), true],
    ["pool ended (shutting down)", new Error("Cannot use a pool after calling end on the pool"), true],
    ["admin shutdown (57P01)", pgError("57P01", "terminating connection due to administrator command"), true],
    ["crash shutdown (57P02)", pgError("57P02", "terminating connection because of crash of another server process"), true],
    ["starting up (57P03)", pgError("57P03", "the database system is starting up"), true],
    ["shutting down (57P03)", pgError("57P03", "the database system is shutting down"), true],
    ["too many connections (53300)", pgError("53300", "sorry, too many clients already"), true],
    ["connection failure (08006)", pgError("08006", "connection failure"), true],
    ["could not establish (08001)", pgError("08001", "could not connect to server"), true],
    ["PGlite closed", new Error("PGlite is closed"), true],
    ["PGlite closing", new Error("PGlite is closing"), true],
    ["wrapped by drizzle", wrapped(errno("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")), true],
    ["wrapped twice", new Error("outer", { cause: wrapped(new Error("PGlite is closed")) }), true],
    ["wrapped 57P01", wrapped(pgError("57P01", "terminating connection due to administrator command")), true],
    // Anything else is not an outage: 4xx or a 500 as before.
    ["unique violation", wrapped(pgError("23505", "duplicate key value violates unique constraint")), false],
    ["undefined table", pgError("42P01", 'relation "leadz" does not exist'), false],
    ["wrong password (misconfiguration, not an outage)", pgError("28P01", 'password authentication failed for user "app"'), false],
    ["no such database", pgError("3D000", 'database "heartland" does not exist'), false],
    ["query canceled by statement_timeout", pgError("57014", "canceling statement due to statement timeout"), false],
    ["a bug", new TypeError("Cannot read properties of undefined (reading 'id')"), false],
    ["an app error", new AppError(404, "not_found", "Not found"), false],
    ["a message merely mentioning a connection", new Error("Connection to the CRM refused the lead"), false],
    ["a file error", errno("ENOENT", "no such file or directory"), false],
    ["undefined", undefined, false],
    ["a string", "ECONNREFUSED", false],
  ])("%s → %s", (_name, err, expected) => {
    expect(isDatabaseUnavailable(err)).toBe(expected);
  });

  test("a cause chain that loops ends", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  test("the reason names the driver error, not the wrapper", () => {
    expect(unavailableReason(wrapped(errno("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")))).toEqual({
      code: "ECONNREFUSED",
      message: "connect ECONNREFUSED 127.0.0.1:5432",
    });
    expect(unavailableReason(new AggregateError([errno("ECONNREFUSED", "connect ECONNREFUSED ::1:5432")]))).toEqual({
      code: "ECONNREFUSED",
      message: "connect ECONNREFUSED ::1:5432",
    });
    expect(unavailableReason(new Error("boom"))).toBeUndefined();
  });
});

/**
 * Local TCP servers standing in for a PostgreSQL server that is gone, hangs, or hangs up. (A
 * closed PGlite is covered with the real thing in database-outage.test.ts.)
 */
describe("isDatabaseUnavailable on what the real drivers throw", () => {
  const servers: Server[] = [];
  const sockets = new Set<Socket>();
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });

  async function listen(onSocket: (socket: Socket) => void): Promise<number> {
    const server = createServer((socket) => {
      sockets.add(socket);
      onSocket(socket);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as { port: number }).port;
  }

  async function failureOf(port: number): Promise<unknown> {
    const database = await openDatabase({ url: `postgres://app@127.0.0.1:${port}/heartland`, poolMax: 1 });
    database.pool!.options.connectionTimeoutMillis = 300;
    try {
      await database.db.execute(sql`select 1`);
      throw new Error("the query should have failed");
    } catch (err) {
      return err;
    } finally {
      await database.close();
    }
  }

  test("nothing listening", async () => {
    const port = await listen(() => {});
    await new Promise((r) => servers.pop()!.close(r));
    expect(isDatabaseUnavailable(await failureOf(port))).toBe(true);
  });

  test("a server that accepts and never answers", async () => {
    const port = await listen(() => {});
    expect(isDatabaseUnavailable(await failureOf(port))).toBe(true);
  });

  test("a server that hangs up at once", async () => {
    const port = await listen((socket) => socket.destroy());
    expect(isDatabaseUnavailable(await failureOf(port))).toBe(true);
  });
});
