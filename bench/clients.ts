/**
 * The client list at 5,000 clients (issue 14: "paging that stays fast at 5,000 clients"): one
 * agent's first page, a page deep in the list (by the cursor the previous pages hand out) and a
 * search, each as req/s and latency, measured as the web app calls them (bearer token, JSON).
 * Filling and measuring are two steps so that the database's statistics can be brought up to date
 * between them, as autovacuum (PostgreSQL) or db/pglite-maintenance.ts (PGlite) would in service.
 */
import autocannon from "autocannon";
import { proveEmailOver, type JsonCall } from "#tests/support/prove-email.ts";
import { figureOf, type Figure, type Load } from "./measure.ts";
import type { SmtpSink } from "./smtp-sink.ts";

export const CLIENT_COUNT = 5_000;
const SURNAMES = ["Smith", "Johnson", "Miller", "Anderson", "Nelson", "Peterson", "Larson", "Olson"];

async function json(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

export interface ClientBook {
  headers: Record<string, string>;
  /** The cursor of the page that starts at row 4,001. */
  deepCursor: string;
  /** The agent's e-mail, so a closing file can name it as a party (bench/documents.ts). */
  email: string;
  /** Ids of the newest 100 clients, each with an e-mail address (bench/portal.ts sends to them). */
  clientIds: string[];
}

/**
 * Signs up an agent, proves its address with the code e-mailed to the sink (e-mails to clients and
 * closing files need a proven address: server/auth/proven-email.ts), and adds CLIENT_COUNT clients
 * through the API.
 */
export async function fillClients(base: string, sink: SmtpSink): Promise<ClientBook> {
  const email = `bench-clients-${process.pid}-${Date.now()}@example.com`;
  const session = await json(`${base}/auth/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "bench password", data: { account_type: "agent" } }),
  });
  const accessToken = session.access_token as string;
  sink.watch(email);
  await proveEmailOver(benchCall(base), email, accessToken, (address) => sink.mailbox(address));
  const headers = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };
  let next = 0;
  const add = async () => {
    while (next < CLIENT_COUNT) {
      const i = next++;
      const name = `Client${i} ${SURNAMES[i % SURNAMES.length]}`;
      await json(`${base}/api/v1/clients`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name, email: `client${i}@example.com`, phone: `(319) 555-${String(i % 10_000).padStart(4, "0")}`, company: i % 3 ? null : "Prairie Realty" }),
      });
    }
  };
  await Promise.all(Array.from({ length: 16 }, add));

  let cursor = "";
  const clientIds: string[] = [];
  for (let page = 0; page < 40; page++) {
    const body = await json(`${base}/api/v1/clients?limit=100${cursor ? `&cursor=${cursor}` : ""}`, { headers });
    if (page === 0) clientIds.push(...(body.data as { id: string }[]).map((c) => c.id));
    cursor = body.next_cursor as string;
  }
  return { headers, deepCursor: cursor, email, clientIds };
}

/** tests/support/prove-email.ts's way of calling the API, over fetch. */
export function benchCall(base: string): JsonCall {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = {};
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(`${base}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    return { status: res.status, text, json: text ? (JSON.parse(text) as unknown) : undefined };
  };
}

export async function measureClients(base: string, load: Load, { headers, deepCursor }: ClientBook): Promise<Figure[]> {
  const get = async (name: string, path: string) => {
    const url = `${base}${path}`;
    await autocannon({ url, connections: 4, duration: 1, headers });
    return figureOf(name, await autocannon({ url, connections: load.connections, duration: load.seconds, headers }));
  };
  return [
    await get(`GET /api/v1/clients (first 25 of ${CLIENT_COUNT.toLocaleString("en-US")})`, "/api/v1/clients?limit=25"),
    await get("GET /api/v1/clients (25 from row 4,001, by cursor)", `/api/v1/clients?limit=25&cursor=${deepCursor}`),
    await get("GET /api/v1/clients?q=smith (search)", "/api/v1/clients?limit=25&q=smith"),
  ];
}
