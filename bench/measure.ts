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

/** GET `url`; a short warm-up first so the first compression/caching doesn't count. */
export async function measureGet(name: string, url: string, load: Load, headers: Record<string, string> = {}): Promise<Figure> {
  await autocannon({ url, connections: 4, duration: 1, headers });
  const r = await autocannon({ url, connections: load.connections, duration: load.seconds, headers });
  return figureOf(name, r, true);
}
