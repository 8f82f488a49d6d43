/**
 * Gives the memory a burst of requests left behind back once the server goes quiet (issue 33).
 * Under load V8's old generation fills with objects that outlived a young-generation collection
 * and then died; when the load stops, nothing allocates any more, so nothing triggers the full
 * collection that would free them, and the process keeps that high-water mark for as long as it
 * stays quiet (measured: 141 MiB of heap in use 5 s after a load, 40 MiB of it live). So every
 * second this looks at the heap and the event loop: when the heap in use has grown well past
 * what the last collection left and the loop was nearly idle for the last two looks, it runs one
 * full collection, which frees the garbage and lets V8 return its empty pages to the system.
 * A busy server never pays for it (the loop is not idle); an idle one pays one collection per
 * burst. docs/decisions/005-request-throughput-and-memory.md, point 9.
 */
import { performance, type EventLoopUtilization } from "node:perf_hooks";
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Logger } from "./logger.ts";

export const IDLE_GC_CHECK_MS = 1_000;
/** Looks in a row the loop must have been quiet for (a pause between two bursts is not the end of the load). */
export const IDLE_GC_QUIET_LOOKS = 2;
/** Heap in use this far above what the last collection left is worth a collection. */
export const IDLE_GC_GROWTH_BYTES = 32 * 2 ** 20;
/** Quiet: the event loop was busy for less than this share of the time since the last look. */
export const IDLE_GC_MAX_UTILIZATION = 0.05;

export interface HeapLook {
  usedBytes: number;
  /** Heap in use after the last collection this module ran (or at start). */
  baselineBytes: number;
  /** Event-loop utilization since the last look, 0–1. */
  utilization: number;
}

export function shouldCollect(look: HeapLook): boolean {
  return look.utilization < IDLE_GC_MAX_UTILIZATION && look.usedBytes - look.baselineBytes > IDLE_GC_GROWTH_BYTES;
}

/** V8's full collection, without starting node with --expose-gc (the flag lets a new context see `gc`). */
export function fullCollection(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

export function startIdleCollector(opts: { logger: Logger; intervalMs?: number; collect?: () => void }): { stop(): void } {
  const collect = opts.collect ?? fullCollection();
  let baseline = getHeapStatistics().used_heap_size;
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  let quietLooks = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const utilization = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    quietLooks = utilization < IDLE_GC_MAX_UTILIZATION ? quietLooks + 1 : 0;
    const usedBytes = getHeapStatistics().used_heap_size;
    // The heap may also shrink by itself (V8 collected on its own): measure growth from the lowest point.
    baseline = Math.min(baseline, usedBytes);
    if (quietLooks < IDLE_GC_QUIET_LOOKS || !shouldCollect({ usedBytes, baselineBytes: baseline, utilization })) return;
    const t0 = performance.now();
    collect();
    baseline = getHeapStatistics().used_heap_size;
    // performance.eventLoopUtilization counts the collection as busy time: start the next look after it.
    last = performance.eventLoopUtilization();
    opts.logger.debug({ freedMiB: Math.round((usedBytes - baseline) / 2 ** 20), ms: Math.round(performance.now() - t0) }, "idle: heap collected after load");
  }, opts.intervalMs ?? IDLE_GC_CHECK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
