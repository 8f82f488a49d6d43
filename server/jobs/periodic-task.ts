/**
 * One mechanism for "every so often, in each instance, do this pass": the closing notifier, the
 * request digest, the retention check and the orphan sweep all run the same loop. A pass runs at
 * once, then again `intervalMs` after each pass ends (never two at a time); a pass that throws is
 * logged and retried on the next one, except that a database outage is handed to
 * `onDatabaseUnavailable` (main.ts logs the outage once instead of once per worker per pass).
 * Work that must run on one instance at a time takes a lease inside `run` (job-lease.ts).
 */
import { isDatabaseUnavailable } from "#server/http/database-unavailable.ts";
import type { Logger } from "#server/logger.ts";

export interface PeriodicTaskOptions<T> {
  /** One pass. */
  run: () => Promise<T>;
  /** The wait after a pass before the next. */
  intervalMs: number;
  /** The wait after a pass that succeeded, when it depends on what the pass did (default intervalMs). */
  nextDelayMs?: (result: T) => number;
  /** Told of each pass that succeeded, by the loop (not by runOnce), e.g. to log what it did. */
  onResult?: (result: T) => void;
  logger: Logger;
  /** How a failed pass is logged (with the error as `err`): the level and the message. */
  failure: { level: "error" | "warn"; message: string };
  /** Told instead of logging a failed pass when the database cannot be reached. */
  onDatabaseUnavailable?: (err: unknown) => void;
}

export interface PeriodicTask<T> {
  /** A pass now, outside the schedule; joins the pass in progress if there is one. */
  runOnce(): Promise<T>;
  /** Stops the schedule and waits for a pass in progress. */
  stop(): Promise<void>;
}

export function startPeriodicTask<T>(opts: PeriodicTaskOptions<T>): PeriodicTask<T> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let ticking: Promise<void> | undefined;

  const runOnce = () => {
    running ??= opts.run().finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = async () => {
    let delay = opts.intervalMs;
    try {
      const result = await runOnce();
      opts.onResult?.(result);
      if (opts.nextDelayMs) delay = opts.nextDelayMs(result);
    } catch (err) {
      if (isDatabaseUnavailable(err) && opts.onDatabaseUnavailable) opts.onDatabaseUnavailable(err);
      else opts.logger[opts.failure.level]({ err }, opts.failure.message);
    }
    if (!stopped) schedule(delay);
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      ticking = tick().finally(() => {
        ticking = undefined;
      });
    }, delay);
    timer.unref();
  };
  schedule(0);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      // A pass started by runOnce: its caller hears of its failure, not stop().
      await running?.catch(() => undefined);
    },
  };
}
