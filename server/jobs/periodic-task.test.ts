/**
 * The loop every periodic worker runs (periodic-task.ts): what an operator sees in the log when a
 * pass fails, that an outage is reported once through main.ts's hook instead, that a failed pass
 * is retried, and that stopping waits for the pass in progress and starts no other. No database:
 * the passes are plain functions; a run of it takes well under a second.
 */
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { startPeriodicTask } from "./periodic-task.ts";

function capturedLogger() {
  const lines: { level: number; msg: string; err?: { message: string } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n")) if (line) lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

const until = async (check: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 2));
  }
};

describe("startPeriodicTask", () => {
  it("runs at once, logs a failed pass at the chosen level and tries again after the interval", async () => {
    const { logger, lines } = capturedLogger();
    const results: number[] = [];
    let passes = 0;
    const task = startPeriodicTask({
      run: async () => {
        passes += 1;
        if (passes === 1) throw new Error("bucket unreachable");
        return passes;
      },
      intervalMs: 10,
      onResult: (n) => results.push(n),
      logger,
      failure: { level: "warn", message: "sweep failed; will retry" },
    });
    await until(() => results.length >= 1);
    await task.stop();
    expect(results[0]).toBe(2);
    const failed = lines.find((l) => l.msg === "sweep failed; will retry");
    expect(failed?.level).toBe(40); // pino's warn
    expect(failed?.err?.message).toBe("bucket unreachable");
  });

  it("hands a database outage to onDatabaseUnavailable instead of logging it", async () => {
    const { logger, lines } = capturedLogger();
    const outages: unknown[] = [];
    const task = startPeriodicTask({
      run: () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
      intervalMs: 10,
      logger,
      failure: { level: "error", message: "pass failed; will retry" },
      onDatabaseUnavailable: (err) => outages.push(err),
    });
    await until(() => outages.length >= 2);
    await task.stop();
    expect(lines.filter((l) => l.msg === "pass failed; will retry")).toEqual([]);
  });

  it("follows nextDelayMs after a pass, and stop() waits for the pass in progress and starts none after", async () => {
    const { logger } = capturedLogger();
    let passes = 0;
    let finished = 0;
    let release: () => void = () => {};
    const task = startPeriodicTask({
      run: async () => {
        passes += 1;
        // The third pass hangs until released: stop() must wait for it.
        if (passes === 3) await new Promise<void>((r) => (release = r));
        finished += 1;
        return passes;
      },
      // An hour between passes, except right after the first two, as the notifier does after a full pass.
      intervalMs: 3_600_000,
      nextDelayMs: (n) => (n < 3 ? 0 : 3_600_000),
      logger,
      failure: { level: "error", message: "pass failed; will retry" },
    });
    await until(() => passes === 3);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(3);
    await new Promise((r) => setTimeout(r, 20));
    expect(passes).toBe(3);
  });

  it("runOnce joins a pass in progress rather than starting a second", async () => {
    const { logger } = capturedLogger();
    let passes = 0;
    let release: () => void = () => {};
    const task = startPeriodicTask({
      run: async () => {
        passes += 1;
        await new Promise<void>((r) => (release = r));
        return passes;
      },
      intervalMs: 3_600_000,
      logger,
      failure: { level: "error", message: "pass failed; will retry" },
    });
    await until(() => passes === 1);
    const joined = task.runOnce();
    release();
    expect(await joined).toBe(1);
    expect(passes).toBe(1);
    await task.stop();
  });
});
