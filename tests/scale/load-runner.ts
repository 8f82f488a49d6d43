/**
 * A closed-loop load generator: `connections` keep-alive connections (one node:http agent with a
 * single socket each, like a load balancer's pool to one instance), each sending its next request
 * as soon as the previous answer is read, until the time is up. What each connection sends next
 * is the caller's choice (`next`), so one run can mix public pages, form posts and signed-in
 * reads; every answer is checked against the status its kind expects, and timed per kind.
 */
import { Agent, request } from "node:http";

export interface Shot {
  kind: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The only status that counts as success. */
  expect: number;
}

export interface KindStats {
  count: number;
  failures: number;
  /** Milliseconds, one per answer (successes and failures alike). */
  latencies: number[];
  statuses: Map<number, number>;
}

export interface LoadResult {
  seconds: number;
  byKind: Map<string, KindStats>;
  /** Unexpected statuses, connection errors and timeouts; the first few of each kind in full. */
  failures: number;
  samples: string[];
}

interface Answer {
  status: number;
  body: string;
}

function send(agent: Agent, base: URL, shot: Shot, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...shot.headers };
    if (shot.body !== undefined) headers["content-length"] = String(Buffer.byteLength(shot.body));
    const req = request(
      { agent, host: base.hostname, port: base.port, method: shot.method, path: shot.path, headers, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("latin1") }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(shot.body);
  });
}

export async function runLoad(opts: {
  base: string;
  connections: number;
  seconds: number;
  /** The next request of connection `connection` (0-based). */
  next: (connection: number) => Shot;
  /** Told of each answer (e.g. to count e-mails a successful post queued). */
  onAnswer?: (shot: Shot, status: number) => void;
  /**
   * A request with no answer by then is a failure (default 60 s, the read timeout of common
   * reverse proxies, e.g. nginx's proxy_read_timeout: past it a visitor would get a 504).
   */
  timeoutMs?: number;
}): Promise<LoadResult> {
  const base = new URL(opts.base);
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const byKind = new Map<string, KindStats>();
  const samples: string[] = [];
  const sampledPerKind = new Map<string, number>();
  let failures = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;

  const record = (shot: Shot, ms: number, status: number, problem?: string) => {
    let stats = byKind.get(shot.kind);
    if (!stats) byKind.set(shot.kind, (stats = { count: 0, failures: 0, latencies: [], statuses: new Map() }));
    stats.count += 1;
    stats.latencies.push(ms);
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    if (problem === undefined) return;
    stats.failures += 1;
    failures += 1;
    const sampled = sampledPerKind.get(shot.kind) ?? 0;
    if (sampled < 3) {
      sampledPerKind.set(shot.kind, sampled + 1);
      samples.push(`${shot.kind} ${shot.method} ${shot.path}: ${problem}`);
    }
  };

  const connection = async (n: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (performance.now() < deadline) {
        const shot = opts.next(n);
        const t0 = performance.now();
        try {
          const answer = await send(agent, base, shot, timeoutMs);
          const ok = answer.status === shot.expect;
          record(shot, performance.now() - t0, answer.status, ok ? undefined : `${answer.status} ${answer.body.slice(0, 300)}`);
          opts.onAnswer?.(shot, answer.status);
        } catch (err) {
          record(shot, performance.now() - t0, 0, (err as Error).message);
        }
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, (_, n) => connection(n)));
  return { seconds: (performance.now() - started) / 1000, byKind, failures, samples };
}

/** The q-th quantile (0..1) of `values`, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** A table of the run for the CI log: per kind its count, rate, p50, p99, max and failures. */
export function formatLoad(title: string, result: LoadResult): string {
  const rows = [...result.byKind.entries()].sort((a, b) => b[1].count - a[1].count);
  const width = Math.max(12, ...rows.map(([kind]) => kind.length));
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const lines = [
    `${title}: ${result.seconds.toFixed(1)} s`,
    `${"kind".padEnd(width)} ${pad("requests", 9)} ${pad("req/s", 8)} ${pad("p50 ms", 8)} ${pad("p99 ms", 8)} ${pad("max ms", 8)} ${pad("failed", 7)}`,
  ];
  let total = 0;
  for (const [kind, s] of rows) {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    total += s.count;
    lines.push(
      `${kind.padEnd(width)} ${pad(s.count, 9)} ${pad((s.count / result.seconds).toFixed(1), 8)} ${pad(quantile(sorted, 0.5).toFixed(1), 8)} ${pad(quantile(sorted, 0.99).toFixed(1), 8)} ${pad(sorted.at(-1)?.toFixed(1) ?? "-", 8)} ${pad(s.failures, 7)}`,
    );
  }
  const all = rows.flatMap(([, s]) => s.latencies).sort((a, b) => a - b);
  lines.push(
    `${"all".padEnd(width)} ${pad(total, 9)} ${pad((total / result.seconds).toFixed(1), 8)} ${pad(quantile(all, 0.5).toFixed(1), 8)} ${pad(quantile(all, 0.99).toFixed(1), 8)} ${pad(all.at(-1)?.toFixed(1) ?? "-", 8)} ${pad(result.failures, 7)}`,
  );
  return lines.join("\n");
}
