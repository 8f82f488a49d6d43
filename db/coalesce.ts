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
 * `maxInFlight` (1 unless given) is how many statements may be out at once.
 */
export function coalescing<I, O>(
  run: (items: I[]) => Promise<O[]>,
  opts: { maxBatch?: number; retryAlone?: (err: unknown) => boolean; maxInFlight?: number } = {},
): (item: I) => Promise<O> {
  const maxBatch = opts.maxBatch ?? 64;
  const retryAlone = opts.retryAlone ?? (() => true);
  // More than one statement in flight (PostgreSQL, with a pool): the next batch is already at the
  // database when the one before commits, instead of waiting for this process's event loop to
  // see that commit and send it (docs/decisions/005-request-throughput-and-memory.md, point 8).
  const maxInFlight = opts.maxInFlight ?? 1;
  interface Pending {
    item: I;
    resolve: (value: O) => void;
    reject: (reason: unknown) => void;
  }
  let queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function runAlone(p: Pending): Promise<void> {
    try {
      p.resolve((await run([p.item]))[0]!);
    } catch (err) {
      p.reject(err);
    }
  }

  async function runBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return runAlone(batch[0]!);
    try {
      const results = await run(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch (err) {
      if (retryAlone(err)) for (const p of batch) await runAlone(p);
      else for (const p of batch) p.reject(err);
    }
  }

  /** Sends what waits, in arrival order, while fewer than maxInFlight statements are out. */
  function pump(): void {
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      inFlight += 1;
      void runBatch(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled && inFlight < maxInFlight) {
        scheduled = true;
        // PGlite runs a statement in this thread: without yielding to the poll phase first, the
        // requests waiting on their sockets never get to join a batch.
        setImmediate(() => {
          scheduled = false;
          pump();
        });
      }
    });
}
