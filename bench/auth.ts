/**
 * Auth figures for `npm run bench`: password sign-ins per second (bounded by argon2id, whose
 * parameters are printed) and token refreshes per second (each one a real rotation of a live token).
 */
import autocannon from "autocannon";
import { ARGON2_PARAMS } from "#server/auth/passwords.ts";
import { figureOf, type Figure, type Load } from "./measure.ts";

const json = { "content-type": "application/json" };

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: "POST", headers: json, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

export function describeArgon2(): string {
  const p = ARGON2_PARAMS;
  return `argon2id m=${p.memoryCost} KiB, t=${p.timeCost}, p=${p.parallelism}`;
}

async function benchUser(base: string) {
  const email = `bench-${process.pid}-${Date.now()}@example.com`;
  const password = "bench password";
  await post(`${base}/auth/v1/signup`, { email, password, data: { account_type: "agent" } });
  return { email, password };
}

export async function measureSignIn(base: string, load: Load): Promise<Figure> {
  const user = await benchUser(base);
  const r = await autocannon({
    url: `${base}/auth/v1/token?grant_type=password`,
    method: "POST",
    headers: json,
    body: JSON.stringify(user),
    connections: load.connections,
    duration: load.seconds,
  });
  return figureOf(`POST /auth/v1/token password (${describeArgon2()})`, r);
}

export async function measureRefresh(base: string, load: Load): Promise<Figure> {
  const user = await benchUser(base);
  // One session per connection. autocannon resets per-connection context between iterations, so
  // the live tokens circulate through a shared queue: a request takes one, its answer returns the child.
  const pool: string[] = [];
  for (let i = 0; i < load.connections; i++) {
    const s = await post(`${base}/auth/v1/token?grant_type=password`, user);
    pool.push(s.refresh_token as string);
  }
  const r = await autocannon({
    url: `${base}/auth/v1/token?grant_type=refresh_token`,
    connections: load.connections,
    duration: load.seconds,
    requests: [
      {
        method: "POST",
        headers: json,
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ refresh_token: pool.shift() }) }),
        onResponse: (status, resBody) => {
          if (status === 200) pool.push((JSON.parse(resBody) as { refresh_token: string }).refresh_token);
        },
      },
    ],
  });
  return figureOf("POST /auth/v1/token refresh_token (rotation)", r);
}
