import { describe, expect, test } from "vitest";
import { coalescing } from "./coalesce.ts";

describe("coalescing", () => {
  test("calls made in one turn go together; calls made while a batch runs go together next, in order", async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const run = coalescing(async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await first;
      return items.map((n) => n * 10);
    });
    const results = [run(1), run(2)];
    await new Promise((r) => setImmediate(r));
    results.push(run(3), run(4), run(5));
    release();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1, 2], [3, 4, 5]]);
  });

  test("a failing batch is retried item by item: only the bad item's call fails", async () => {
    const batches: string[][] = [];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const run = coalescing(async (items: string[]) => {
      batches.push(items);
      if (batches.length === 1) await first;
      if (items.includes("bad")) throw new Error("refused");
      return items.map((s) => s.toUpperCase());
    });
    const results = [run("a")];
    await new Promise((r) => setImmediate(r));
    results.push(run("b"), run("bad"), run("c"));
    release();
    const settled = results.map((p) => p.then((v) => v, (e: Error) => e.message));
    expect(await Promise.all(settled)).toEqual(["A", "B", "refused", "C"]);
    expect(batches).toEqual([["a"], ["b", "bad", "c"], ["b"], ["bad"], ["c"]]);
  });

  test("batches are cut at the maximum size", async () => {
    const sizes: number[] = [];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const run = coalescing(async (items: number[]) => {
      sizes.push(items.length);
      if (sizes.length === 1) await first;
      return items;
    }, { maxBatch: 3 });
    const all = [run(0)];
    await new Promise((r) => setImmediate(r));
    all.push(...Array.from({ length: 7 }, (_, i) => run(i + 1)));
    release();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(sizes).toEqual([1, 3, 3, 1]);
  });

  test("a batch that fails for a reason no item caused fails at once, without retrying each item", async () => {
    let calls = 0;
    const down = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const run = coalescing(
      async () => {
        calls += 1;
        throw down;
      },
      { retryAlone: (err) => (err as { code?: string }).code !== "ECONNREFUSED" },
    );
    const results = await Promise.allSettled([run(1), run(2), run(3)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(results.map((r) => (r as PromiseRejectedResult).reason)).toEqual([down, down, down]);
    expect(calls).toBe(1);
  });

  test("with two statements allowed in flight, a second batch goes out before the first answers; a third waits for one of them", async () => {
    const started: number[][] = [];
    const releases: (() => void)[] = [];
    const run = coalescing(
      async (items: number[]) => {
        started.push(items);
        await new Promise<void>((r) => releases.push(r));
        return items.map((n) => -n);
      },
      { maxInFlight: 2 },
    );
    const results = [run(1), run(2)];
    await new Promise((r) => setImmediate(r));
    results.push(run(3));
    await new Promise((r) => setImmediate(r));
    results.push(run(4), run(5));
    await new Promise((r) => setImmediate(r));
    // Two out, the third batch queued behind them.
    expect(started).toEqual([[1, 2], [3]]);
    releases[1]!();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([[1, 2], [3], [4, 5]]);
    releases[0]!();
    releases[2]!();
    expect(await Promise.all(results)).toEqual([-1, -2, -3, -4, -5]);
  });
});
