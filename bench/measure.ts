/** One autocannon figure: requests per second, median and 99th-percentile latency, errors. */
import autocannon from "autocannon";

export interface Figure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Average response size (pages only; 0 where it says nothing). */
  bytes: number;
  /** Transport errors plus answers other than 2xx. */
  errors: number;
}

export interface Load {
  connections: number;
  seconds: number;
}

export function figureOf(name: string, r: autocannon.Result, withBytes = false): Figure {
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: withBytes ? Math.round(r.throughput.average / Math.max(1, r.requests.average)) : 0,
    errors: r.errors + r.non2xx,
  };
}

export type LoadOptions = Omit<autocannon.Options, "url" | "connections" | "duration">;

/**
 * A short warm-up at 4 connections (first compression, JIT, caches don't count), then the load.
 * Also returns how many requests got a 2xx answer in both, for phases whose work goes on after
 * the answer (e-mails to deliver).
 */
export async function runLoad(name: string, url: string, load: Load, opts: LoadOptions = {}, withBytes = false): Promise<{ figure: Figure; ok: number }> {
  const warm = await autocannon({ ...opts, url, connections: 4, duration: 1 });
  const r = await autocannon({ ...opts, url, connections: load.connections, duration: load.seconds });
  return { figure: figureOf(name, r, withBytes), ok: warm["2xx"] + r["2xx"] };
}

/** GET `url` under load. */
export async function measureGet(name: string, url: string, load: Load, headers: Record<string, string> = {}): Promise<Figure> {
  return (await runLoad(name, url, load, { headers }, true)).figure;
}
