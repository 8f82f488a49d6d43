import { getHeapStatistics } from "node:v8";
import { describe, expect, test } from "vitest";
import { pino } from "pino";
import { IDLE_GC_GROWTH_BYTES, fullCollection, shouldCollect, startIdleCollector } from "./idle-gc.ts";

const MiB = 2 ** 20;

describe("shouldCollect", () => {
  test.each([
    { what: "quiet, heap grown well past the last collection", usedBytes: 200 * MiB, baselineBytes: 40 * MiB, utilization: 0.01, collect: true },
    { what: "busy: a collection would pause requests", usedBytes: 200 * MiB, baselineBytes: 40 * MiB, utilization: 0.5, collect: false },
    { what: "quiet but barely grown: nothing worth a collection", usedBytes: 40 * MiB + IDLE_GC_GROWTH_BYTES - 1, baselineBytes: 40 * MiB, utilization: 0, collect: false },
    { what: "just past the growth mark", usedBytes: 40 * MiB + IDLE_GC_GROWTH_BYTES + 1, baselineBytes: 40 * MiB, utilization: 0.04, collect: true },
  ])("$what", ({ usedBytes, baselineBytes, utilization, collect }) => {
    expect(shouldCollect({ usedBytes, baselineBytes, utilization })).toBe(collect);
  });
});

describe("startIdleCollector", () => {
  test("garbage left by a burst is freed once the process is quiet, without --expose-gc", async () => {
    const logger = pino({ level: "silent" });
    const collector = startIdleCollector({ logger, intervalMs: 100 });
    try {
      // A burst: objects that live through it (so they are promoted to the old generation), then die together.
      let kept: unknown[][] = [];
      for (let round = 0; round < 10; round++) {
        kept.push(Array.from({ length: 60_000 }, (_, i) => ({ i, text: `row ${i} of round ${round}` })));
        await new Promise((r) => setImmediate(r));
      }
      expect(kept.length).toBe(10);
      const grown = getHeapStatistics().used_heap_size;
      kept = [];
      // Quiet for a few looks.
      await new Promise((r) => setTimeout(r, 600));
      expect(getHeapStatistics().used_heap_size).toBeLessThan(grown - IDLE_GC_GROWTH_BYTES / 2);
    } finally {
      collector.stop();
    }
  });

  test("fullCollection gives a callable collector", () => {
    expect(typeof fullCollection()).toBe("function");
  });
});
