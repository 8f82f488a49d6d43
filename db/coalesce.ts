/**
 * Coalescing concurrent writes into one statement (group commit in the application): calls made
 * in the same turn of the event loop, and those that arrive while a statement is in flight, go
 * together in one statement. A call waits at most for the requests already read from the network
 * to reach it (setImmediate), so a quiet server answers as fast as before; under load, the cost
 * of a statement (a round trip, parsing, planning, a commit and its flush, and on PGlite a
 * fixed cost in WebAssembly that is most of a small write) is shared by a batch.
 *
 * `run` gets the items in arrival order and returns one result per item, in the same order. When
 * a batch fails, each of its items is tried again alone, so one bad item fails only its own call;
 * unless `retryAlone` says the failure is no item's doing (the database cannot be reached), when
 * the whole batch fails at once rather than waiting out the same failure item by item.
 */
export function coalescing<I, O>(
  run: (items: I[]) => Promise<O[]>,
  opts: { maxBatch?: number; retryAlone?: (err: unknown) => boolean } = {},
): (item: I) => Promise<O> {
  const maxBatch = opts.maxBatch ?? 64;
  const retryAlone = opts.retryAlone ?? (() => true);
  interface Pending {
    item: I;
    resolve: (value: O) => void;
    reject: (reason: unknown) => void;
  }
  let queue: Pending[] = [];
  let flushing = false;

  async function runAlone(p: Pending): Promise<void> {
    try {
      p.resolve((await run([p.item]))[0]!);
    } catch (err) {
      p.reject(err);
    }
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      if (batch.length === 1) {
        await runAlone(batch[0]!);
        continue;
      }
      try {
        const results = await run(batch.map((p) => p.item));
        batch.forEach((p, i) => p.resolve(results[i]!));
      } catch (err) {
        if (retryAlone(err)) for (const p of batch) await runAlone(p);
        else for (const p of batch) p.reject(err);
      }
    }
    flushing = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!flushing) {
        flushing = true;
        // PGlite runs a statement in this thread: without yielding to the poll phase first, the
        // requests waiting on their sockets never get to join a batch.
        setImmediate(() => void flush());
      }
    });
}
