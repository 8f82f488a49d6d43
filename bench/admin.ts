/**
 * The admin pipelines at 100,000 leads and 100,000 service requests (issue 15: "a page answers in
 * ≤ 30 ms and a search in ≤ 100 ms"). The rows are written straight into the database (through the
 * API it would take longer than the rest of the bench), then an administrator's first page, a
 * status filter, a sort by name, a search and a CSV export of every row are measured as the admin
 * pages call them. Latency targets are per request, so pages and searches are timed one request at
 * a time (1 connection); the export reports its duration, size and the server's memory around it.
 */
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { figureOf, measureGet, type Figure, type Load } from "./measure.ts";
import { residentMiB } from "./server-process.ts";

export const ADMIN_ROW_COUNT = 100_000;
/** Targets from issue 15, for the printed verdicts. */
export const ADMIN_TARGETS = { pageMs: 30, searchMs: 100 };

export interface AdminFigures {
  requests: (Figure & { targetMs: number })[];
  exports: { name: string; rows: number; seconds: number; mib: number; rssBeforeMiB?: number; rssAfterMiB?: number }[];
}

/** An agent account the bench signs up; `seedPipeline` makes it an administrator. */
export async function signUpBenchAdmin(base: string): Promise<{ email: string; accessToken: string }> {
  const email = `bench-admin-${process.pid}-${Date.now()}@example.com`;
  const res = await fetch(`${base}/auth/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "bench password", data: { account_type: "agent" } }),
  });
  if (!res.ok) throw new Error(`bench admin sign-up: ${res.status} ${await res.text()}`);
  return { email, accessToken: ((await res.json()) as { access_token: string }).access_token };
}

/**
 * ADMIN_ROW_COUNT leads and as many service requests, spread over two years, with names, Iowa
 * towns and statuses in realistic proportions; and the bench's account promoted to admin.
 */
export async function seedPipeline(database: Database, adminEmail: string): Promise<void> {
  const { db } = database;
  const n = ADMIN_ROW_COUNT;
  const first = sql`(array['Mary','James','Linda','Robert','Karen','Michael','Susan','David','Lisa','Daniel','Nancy','Mark'])[1 + g % 12]`;
  const last = sql`(array['Smith','Johnson','Miller','Anderson','Nelson','Peterson','Larson','Olson','Schmidt','Meyer','Hansen','Jensen','Christensen'])[1 + (g / 12) % 13]`;
  const town = sql`(array['Cedar Falls','Waterloo','Pella','Le Mars','Johnston','Cedar Rapids','Ames','Ankeny','Dubuque','Waverly','Grinnell','Decorah'])[1 + (g / 7) % 12]`;
  const status = sql`(case when g % 10 < 5 then 'new' when g % 10 < 7 then 'contacted' when g % 10 < 9 then 'qualified' else 'converted' end)`;
  const created = sql`now() - (g * interval '10 minutes')`;
  await db.execute(sql`
    insert into leads (name, email, company, phone, message, status, source, created_at, updated_at)
    select ${first} || ' ' || ${last}, lower(${first} || '.' || ${last} || g) || '@example.com',
           case when g % 3 = 0 then ${last} || ' Realty' end, '(319) 555-' || lpad((g % 10000)::text, 4, '0'),
           'Closing on a home in ' || ${town} || ' around the ' || (1 + g % 28) || 'th; can you handle the abstract? Ref ' || g,
           ${status}::lead_status, 'contact', ${created}, ${created}
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into service_requests (name, email, phone, company, service_type, property_address, message, status, created_at, updated_at)
    select ${first} || ' ' || ${last}, lower(${first} || '.' || ${last} || g) || '@example.com', '(319) 555-' || lpad((g % 10000)::text, 4, '0'),
           case when g % 4 = 0 then ${last} || ' Lending' end, (array['tc','digital-cash'])[1 + g % 2],
           (100 + g % 9000) || ' Main St, ' || ${town} || ', IA', 'Please schedule the closing in ' || ${town} || '. Ref ' || g,
           ${status}::service_request_status, ${created}, ${created}
    from generate_series(1, ${n}) g`);
  await db.execute(sql`update profiles set role = 'admin' where lower(email) = ${adminEmail.toLowerCase()}`);
}

async function timed(name: string, url: string, headers: Record<string, string>, targetMs: number, seconds: number) {
  await autocannon({ url, connections: 1, duration: 1, headers });
  const r = await autocannon({ url, connections: 1, duration: seconds, headers });
  return { ...figureOf(name, r), targetMs };
}

async function timeExport(name: string, url: string, headers: Record<string, string>, pid: number | undefined) {
  const rssBeforeMiB = residentMiB(pid);
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  // Messages have no line breaks in the seeded rows, so lines − header = rows.
  return { name, rows: lines - 1, seconds, mib: bytes / 1024 / 1024, rssBeforeMiB, rssAfterMiB: residentMiB(pid) };
}

export async function measureAdmin(base: string, accessToken: string, pid: number | undefined, seconds: number): Promise<AdminFigures> {
  const headers = { authorization: `Bearer ${accessToken}` };
  const rows = ADMIN_ROW_COUNT.toLocaleString("en-US");
  const { pageMs, searchMs } = ADMIN_TARGETS;
  const requests = [];
  for (const [kind, label] of [["leads", "leads"], ["service-requests", "service requests"]] as const) {
    const list = `${base}/api/v1/admin/${kind}`;
    requests.push(await timed(`GET /admin/${kind} (first 25 of ${rows} ${label})`, `${list}?limit=25`, headers, pageMs, seconds));
    requests.push(await timed(`GET /admin/${kind}?status=converted`, `${list}?limit=25&status=converted`, headers, pageMs, seconds));
    requests.push(await timed(`GET /admin/${kind}?sort=name`, `${list}?limit=25&sort=name`, headers, pageMs, seconds));
    requests.push(await timed(`GET /admin/${kind}?q=waverly (search)`, `${list}?limit=25&q=waverly`, headers, searchMs, seconds));
    requests.push(await timed(`GET /admin/${kind}?q=ref 4242 (rare)`, `${list}?limit=25&q=${encodeURIComponent("ref 4242")}`, headers, searchMs, seconds));
  }
  requests.push(await timed(`GET /admin/users (first 25)`, `${base}/api/v1/admin/users?limit=25`, headers, pageMs, seconds));
  const exports = [
    await timeExport(`GET /admin/leads.csv (all ${rows})`, `${base}/api/v1/admin/leads.csv`, headers, pid),
    await timeExport(`GET /admin/service-requests.csv (all ${rows})`, `${base}/api/v1/admin/service-requests.csv`, headers, pid),
  ];
  return { requests, exports };
}

/** The admin lead list's first page and a search under the bench's full load, for their ratio to health. */
export async function measureAdminUnderLoad(base: string, accessToken: string, load: Load): Promise<Figure[]> {
  const headers = { authorization: `Bearer ${accessToken}` };
  const rows = ADMIN_ROW_COUNT.toLocaleString("en-US");
  return [
    await measureGet(`GET /admin/leads (first 25 of ${rows})`, `${base}/api/v1/admin/leads?limit=25`, load, headers),
    await measureGet(`GET /admin/leads?q=waverly (search, ${rows})`, `${base}/api/v1/admin/leads?limit=25&q=waverly`, load, headers),
  ];
}
