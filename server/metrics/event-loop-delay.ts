/**
 * Event-loop delay, measured as the lateness of a repeating timer: a loop blocked for 400 ms runs
 * the next tick 350–400 ms late (server/metrics/metrics.test.ts). prom-client's
 * nodejs_eventloop_lag_* figures come from perf_hooks.monitorEventLoopDelay, whose interval
 * sampler on Node 20.20 read a 300 ms block as 10–14 ms when we tried it, so they are left out of
 * the registry and these are exported instead. One timer for the process (the delay is the process's),
 * unref'd so it never keeps it alive; each app's registry gets every sample.
 */
import { Gauge, Histogram, type Registry } from "prom-client";

/** A blocked loop shows as its block less up to one tick: 50 ms keeps that small at ~20 callbacks a second. */
const TICK_MS = 50;

interface Watcher {
  histogram: Histogram;
  /** The worst delay since the last scrape, in seconds. */
  max: number;
}

const watchers = new Set<Watcher>();
let timer: NodeJS.Timeout | undefined;
let expected = 0;

function tick(): void {
  const now = performance.now();
  const delay = Math.max(0, now - expected) / 1000;
  expected = now + TICK_MS;
  for (const w of watchers) {
    w.histogram.observe(delay);
    if (delay > w.max) w.max = delay;
  }
}

/** Adds the delay histogram and the worst delay since the last scrape to `registry`. */
export function watchEventLoopDelay(registry: Registry): void {
  const watcher: Watcher = {
    histogram: new Histogram({
      name: "heartland_eventloop_delay_seconds",
      help: `How late a ${TICK_MS} ms timer ran: the time the event loop was busy and could not answer`,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    max: 0,
  };
  new Gauge({
    name: "heartland_eventloop_delay_max_seconds",
    help: "The worst event-loop delay since the previous scrape",
    registers: [registry],
    collect() {
      this.set(watcher.max);
      watcher.max = 0;
    },
  });
  watchers.add(watcher);
  if (!timer) {
    expected = performance.now() + TICK_MS;
    timer = setInterval(tick, TICK_MS);
    timer.unref();
  }
}
