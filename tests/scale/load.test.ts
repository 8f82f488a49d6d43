/**
 * Load: the real server (server/main.ts, a child process) on the embedded database with e-mail
 * going to a local SMTP server, 100 connections of mixed traffic for 60 s after a 10 s warm-up at
 * the same load: public pre-rendered pages, contact-form posts, password sign-ins, dashboard and
 * client-list reads, e-mails to clients, and the admin lead list and search. Every answer must be
 * the one its kind expects (no 5xx, 429, connection error or timeout), every e-mail queued must
 * arrive exactly once, nothing may be logged at error level, and the server's resident memory
 * after the run must be within 10 % of what it was after the warm-up.
 *
 * Rate limits stay at their production values. The servers run with TRUST_PROXY=true, as behind
 * the load balancer of a real deployment, and every request names its person in X-Forwarded-For:
 * each agent's sign-ins, reads and sends come from their own address (two connections per agent),
 * each contact-form post is a different visitor, and e-mails to clients are paced within the
 * sending caps (docs/decisions/021-load-and-scale-out-suites.md, docs/decisions/024-message-caps.md); the agents
 * prove their addresses with an e-mailed code first, as client messages need.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { missingRequirement } from "../support/missing-requirement.ts";
import { residentMiB, waitForQuiet } from "../support/process-stats.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { startSmtp } from "../support/smtp-server.ts";
import { expectCall, provenAgent, until, verifiedAdmin } from "./http-kit.ts";
import { ADMIN_IP, CAPS, CITIES, LOAD_PASSWORD, MIX, TrafficMix, agentIp, mailsQueuedBy, sendCapFor, visitorIp, type LoadAgent } from "./load-mix.ts";
import { formatLoad, runLoad, type LoadResult, type Shot } from "./load-runner.ts";
import { generateKeyringText } from "#server/crypto/test-keyring.ts";

const CONNECTIONS = 100;
const WARM_UP_SECONDS = 10;
const RUN_SECONDS = 60;
/** Memory after the run may exceed memory after the warm-up by this much. */
const MEMORY_GROWTH_ALLOWED = 0.1;
/** Agents signed in; connection n speaks for agent n % AGENTS. */
const AGENTS = 50;
const CLIENTS_PER_AGENT = 3;
/** A first start initialises the embedded database (db/pglite-init.ts): slow on a busy machine. */
const SERVER_START_MS = 120_000;

const WEB_BUILD = resolve("build/client");
const built = existsSync(join(WEB_BUILD, "index.html"));
if (!built) missingRequirement("the built web app (build/client)", "Run `npm run build` first; `npm test` runs this suite after its build.");

/** Runs `tasks` with at most `width` at a time. */
async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

const cleanup: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await Promise.resolve(step()).catch(() => {});
});

describe.runIf(built)(`load: ${RUN_SECONDS} s of mixed traffic at ${CONNECTIONS} connections (PGlite)`, () => {
  test("0 failed requests, every e-mail delivered once, memory after the run within 10 % of after the warm-up", { timeout: 420_000 }, async () => {
    const started = Date.now();
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const dataDir = mkdtempSync(join(tmpdir(), "hc-load-"));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const adminEmail = "load-admin@load.example";
    const server: ServerProcess = await startServerProcess({
      NODE_ENV: "production",
      // Production requires a master key: a fresh one for this run's throwaway data.
      DATA_ENCRYPTION_KEY: generateKeyringText(),
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: WEB_BUILD,
      SMTP_URL: smtp.url,
      TRUST_PROXY: "true",
      ADMIN_EMAILS: adminEmail,
      // Warnings and errors only: at info every request is a line, which this test would hold in memory.
      LOG_LEVEL: "warn",
      // A full collection on SIGUSR2 before each reading (tests/support/gc-on-signal.mjs).
      NODE_OPTIONS: `--expose-gc --import ${pathToFileURL(resolve("tests/support/gc-on-signal.mjs")).href}`,
    }, SERVER_START_MS);
    cleanup.push(() => server.kill("SIGKILL"));
    const base = server.url;
    console.log(`server started in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // --- Seed through the API: agents with clients, an administrator at aal2, some leads. ----
    const agents: LoadAgent[] = await inBatches(AGENTS, 8, async (i) => {
      // Client messages need a proven address: each agent proves theirs with an e-mailed code.
      const session = await provenAgent(base, `agent-${i}@load.example`, LOAD_PASSWORD, agentIp(i), smtp);
      const clientIds: string[] = [];
      for (let j = 0; j < CLIENTS_PER_AGENT; j++) {
        const res = await expectCall(201, base, "POST", "/api/v1/clients", {
          token: session.accessToken,
          ip: agentIp(i),
          body: { name: `Client ${i}-${j}`, email: `client-${i}-${j}@clients.example`, company: `${CITIES[j % CITIES.length]} Realty` },
        });
        clientIds.push(res.json.id as string);
      }
      return { ...session, ip: agentIp(i), clientIds, sends: 0 };
    });
    console.log(`seeded ${agents.length} agents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const admin = await verifiedAdmin(base, adminEmail, LOAD_PASSWORD, ADMIN_IP);
    // The agents' sign-in codes, one each.
    let mailsExpected = agents.length;
    await inBatches(40, 8, async (i) => {
      await expectCall(201, base, "POST", "/api/v1/leads", {
        ip: visitorIp(1_000_000 + i),
        body: { name: `Seed Visitor ${i}`, email: `seed-${i}@load.example`, message: `A closing in ${CITIES[i % CITIES.length]} next month.` },
      });
      mailsExpected += 2;
    });
    const seeded = Date.now();

    const mix = new TrafficMix(agents, admin, CONNECTIONS);
    const onAnswer = (shot: Shot, status: number) => (mailsExpected += mailsQueuedBy(shot, status));
    /**
     * Waits for every e-mail queued so far to arrive and the server to go quiet, has it collect its
     * garbage, and answers its VmRSS then.
     */
    const settle = async (phase: string) => {
      const t0 = Date.now();
      await until(`${phase}: every queued e-mail delivered`, 120_000, () => smtp.received.length, (n) => n >= mailsExpected);
      const t1 = Date.now();
      expect(await waitForQuiet(server.pid, { quietMs: 2_000, timeoutMs: 60_000 }), `${phase}: the server went quiet`).toBe(true);
      const t2 = Date.now();
      for (let i = 0; i < 2; i++) {
        process.kill(server.pid, "SIGUSR2");
        await new Promise((r) => setTimeout(r, 1_000));
      }
      const rss = residentMiB(server.pid)!;
      const heap = server.output().match(/gc-on-signal (\{.*\})/g)?.at(-1)?.slice("gc-on-signal ".length);
      console.log(
        `${phase}: e-mails delivered ${((t1 - t0) / 1000).toFixed(1)} s after the load, quiet ${((t2 - t1) / 1000).toFixed(1)} s later; ` +
          `after a full collection VmRSS ${rss.toFixed(1)} MiB (process.memoryUsage in MiB: ${heap ?? "not reported"})`,
      );
      return rss;
    };

    // --- Warm-up at the full load, so caches, pools and the JIT are what they will be. -------
    mix.startPhase(0);
    const warmUp = await runLoad({ base, connections: CONNECTIONS, seconds: WARM_UP_SECONDS, next: (n) => mix.next(n), onAnswer });
    console.log(formatLoad(`load warm-up (${CONNECTIONS} connections)`, warmUp));
    const rssAfterWarmUp = await settle("warm-up");
    const warmedUp = Date.now();

    // --- The run. ----------------------------------------------------------------------------
    mix.startPhase(WARM_UP_SECONDS);
    const run: LoadResult = await runLoad({ base, connections: CONNECTIONS, seconds: RUN_SECONDS, next: (n) => mix.next(n), onAnswer });
    const ran = Date.now();
    const rssAfterRun = await settle("run");
    const settled = Date.now();

    console.log(formatLoad(`load run (${CONNECTIONS} connections, PGlite)`, run));
    const growth = rssAfterRun / rssAfterWarmUp - 1;
    console.log(
      [
        `resident memory (VmRSS): ${rssAfterWarmUp.toFixed(1)} MiB after the warm-up, ${rssAfterRun.toFixed(1)} MiB after the run (${(growth * 100).toFixed(1)} %, allowed ${MEMORY_GROWTH_ALLOWED * 100} %)`,
        `e-mails delivered: ${smtp.received.length} (expected ${mailsExpected}); most sends by one agent: ${Math.max(...agents.map((a) => a.sends))} (at most ${sendCapFor(CLIENTS_PER_AGENT)}: the new-account cap is ${CAPS.CLIENT_MESSAGES_NEW_ACCOUNT_PER_HOUR} an hour)`,
        `timings: seed ${((seeded - started) / 1000).toFixed(1)} s, warm-up + settle ${((warmedUp - seeded) / 1000).toFixed(1)} s, run ${((ran - warmedUp) / 1000).toFixed(1)} s, settle ${((settled - ran) / 1000).toFixed(1)} s`,
      ].join("\n"),
    );

    expect([...warmUp.samples, ...run.samples], "failed requests").toEqual([]);
    expect(warmUp.failures + run.failures).toBe(0);
    for (const kind of Object.keys(MIX)) expect(run.byKind.get(kind)?.count ?? 0, `${kind} requests in the run`).toBeGreaterThan(0);

    // Every e-mail queued went out exactly once (each row has its own Message-ID).
    await new Promise((r) => setTimeout(r, 500));
    const ids = smtp.received.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1]);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(smtp.received.length).toBe(mailsExpected);

    expect(server.logLines().filter((l) => l.level >= 50), "errors in the server's log").toEqual([]);
    expect(growth, "resident memory growth over the run").toBeLessThanOrEqual(MEMORY_GROWTH_ALLOWED);
  });
});
