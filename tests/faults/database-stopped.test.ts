/**
 * PostgreSQL stopped under a running server, then started again: while it is down every route
 * answers 503 database_unavailable (data API and auth API shapes) with Retry-After, the process
 * stays up and logs the outage once at warn; when it is back, requests succeed again without a
 * restart and the log says so once.
 */
import { afterAll, describe, expect, test } from "vitest";
import { missingRequirement } from "../support/missing-requirement.ts";
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";

const binDir = postgresBinDir();
if (!binDir) {
  missingRequirement(
    "PostgreSQL's initdb and pg_ctl",
    "Install the PostgreSQL server (apt-get install postgresql) so a private cluster can be started and stopped.",
  );
}

interface Reply {
  status: number;
  retryAfter: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape is what the test asserts
  body: any;
}

async function send(url: string, method: string, body?: unknown, token?: string): Promise<Reply> {
  // A new connection each time: one kept alive across a pause (PostgreSQL stopping takes seconds
  // on a loaded machine) can be closed by the server's keep-alive timeout just as the next
  // request goes out, and a POST is not retried (ECONNRESET).
  const headers: Record<string, string> = { connection: "close" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: text ? JSON.parse(text) : undefined };
}

let n = 0;
const lead = () => {
  n += 1;
  return { name: "Jo Fields", email: `stopped-${n}@example.com`, message: "Do you handle FSBO closings in Ankeny?" };
};

/** Retries `check` until it holds or `ms` pass; returns its last result. */
async function within<T>(ms: number, probe: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.runIf(binDir)("PostgreSQL stopped under a running server", () => {
  let postgres: PrivatePostgres | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill("SIGKILL");
    await postgres?.destroy();
  });

  test("503 database_unavailable while it is down, one warn line; back by itself when it returns", async () => {
    postgres = await startPrivatePostgres(binDir!);
    // A fast mail-worker poll: the worker meets the outage many times, and must not log each one.
    server = await startServerProcess({ DATABASE_URL: postgres.url, OUTBOX_POLL_MS: "100", FORM_RATE_LIMIT_MULTIPLIER: "100" });
    let exited = false;
    void server.exited.then(() => (exited = true));
    const api = (path: string) => `${server!.url}${path}`;

    expect((await send(api("/api/v1/health"), "GET")).status).toBe(200);
    expect((await send(api("/api/v1/leads"), "POST", lead())).status).toBe(201);
    const signup = await send(api("/auth/v1/signup"), "POST", {
      email: "before-outage@example.com",
      password: "correct horse",
      data: { account_type: "agent" },
    });
    expect(signup.status).toBe(200);
    const token = signup.body.access_token as string;

    const linesBefore = server.logLines().length;
    await postgres.stop();

    const dataApi = [
      await send(api("/api/v1/leads"), "POST", lead()),
      await send(api("/api/v1/me"), "GET", undefined, token),
      await send(api("/api/v1/health"), "GET"),
    ];
    for (const reply of dataApi) {
      expect(reply.status).toBe(503);
      expect(reply.retryAfter).toMatch(/^\d+$/);
      expect(reply.body.code).toBe("database_unavailable");
      expect(reply.body.message).toMatch(/can't reach our database/);
    }
    const auth = await send(api("/auth/v1/signup"), "POST", {
      email: "during-outage@example.com",
      password: "correct horse",
      data: { account_type: "agent" },
    });
    expect(auth.status).toBe(503);
    expect(auth.retryAfter).toMatch(/^\d+$/);
    expect(auth.body).toMatchObject({ code: 503, error_code: "database_unavailable" });

    // Let the mail worker and the recovery probe run into the outage a few times.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(exited).toBe(false);
    const duringOutage = server.logLines().slice(linesBefore);
    const warnings = duringOutage.filter((l) => l.level === 40);
    expect(warnings.map((l) => l.msg)).toEqual([expect.stringMatching(/database unreachable/)]);
    expect(duringOutage.filter((l) => l.level >= 50)).toEqual([]);
    expect(server.output()).not.toContain("unhandled error");

    await postgres.start();
    const afterRestart = await within(
      10_000,
      () => send(api("/api/v1/leads"), "POST", lead()),
      (r) => r.status === 201,
    );
    expect(afterRestart.status).toBe(201);
    expect((await send(api("/api/v1/health"), "GET")).status).toBe(200);
    const back = await within(
      5_000,
      async () => server!.logLines().filter((l) => l.level === 30 && /database reachable again/.test(l.msg)),
      (lines) => lines.length > 0,
    );
    expect(back).toHaveLength(1);
    expect(exited).toBe(false);
    expect(server.logLines().filter((l) => l.level >= 50)).toEqual([]);
  });
});
