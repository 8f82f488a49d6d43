/**
 * The load suite's traffic (tests/scale/load.test.ts): which request each connection sends next,
 * drawn by weight from a seeded generator, and who it is from. Rate limits stay at production
 * values, so the mix keeps within them the way real traffic does: an agent's requests come from
 * the agent's own address, every contact-form post from a different visitor, and e-mails to
 * clients are paced under the sending caps (server/api/clients/sending-caps.ts) at their defaults.
 */
import { PUBLIC_ROUTES } from "#core/site/routes.ts";
import { loadConfig } from "#server/env.ts";
import { generateKeyringText } from "#server/crypto/test-keyring.ts";
import type { Session } from "./http-kit.ts";
import type { Shot } from "./load-runner.ts";

export const LOAD_PASSWORD = "load test password";
/** The caps' defaults, as the load server runs with them (it sets none). A key only because production requires one. */
export const CAPS = loadConfig({ NODE_ENV: "production", DATA_ENCRYPTION_KEY: generateKeyringText() });
/**
 * The load agents are new accounts, so the new-account caps hold them (10 an hour, 20 a day), and
 * each client's address takes 5 a day from everyone: an agent sends at most SEND_CAP, spread over
 * its clients in turn, and 50 agents × SEND_CAP stays under the service's hourly total (500).
 */
export const sendCapFor = (clients: number) =>
  Math.min(CAPS.CLIENT_MESSAGES_NEW_ACCOUNT_PER_HOUR, CAPS.CLIENT_MESSAGES_NEW_ACCOUNT_PER_DAY, CAPS.CLIENT_MESSAGES_PER_RECIPIENT_PER_DAY * clients) - 2;
/** Sends per agent per second of load: 0.1 × 70 s = 7 over the warm-up and the run, and never more than sendCapFor. */
const SENDS_PER_SECOND_PER_AGENT = 0.1;

/** Relative weights of the kinds of request; a connection draws its next one by these. */
export const MIX = {
  page: 45,
  lead: 8,
  dashboard: 12,
  clients: 12,
  send: 6,
  "admin leads": 4,
  "admin search": 4,
  "sign-in": 1,
} as const;
type Kind = keyof typeof MIX;

const PAGES = PUBLIC_ROUTES.filter((r) => r.render === "prerender").map((r) => r.path);
export const CITIES = ["Ankeny", "Cedar Falls", "Waterloo", "Ames", "Iowa City", "Dubuque", "Council Bluffs", "Sioux City"];
const SEARCHES = ["ankeny", "cedar", "visitor 1", "waterloo", "load.example"];

/** An agent's address: 10.1.x.y. A visitor's: 10.2.0.0 and up, one per visitor. */
export const agentIp = (i: number) => `10.1.${i >> 8}.${i & 255}`;
export const visitorIp = (n: number) => `10.${2 + ((n >> 16) & 255)}.${(n >> 8) & 255}.${n & 255}`;
export const ADMIN_IP = "10.0.0.2";

/** A small seeded generator (mulberry32), so a run's mix can be repeated. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LoadAgent extends Session {
  ip: string;
  clientIds: string[];
  sends: number;
}

const json = { "content-type": "application/json" };

/** Chooses each connection's next request; counts what it asks for so the e-mails can be checked. */
export class TrafficMix {
  private visitors = 0;
  private readonly draw: (() => number)[];
  private readonly kinds: Kind[];
  private readonly weights: number[];
  private readonly total: number;
  private clock = { started: performance.now(), offsetSeconds: 0 };

  constructor(
    private readonly agents: LoadAgent[],
    private readonly admin: Session,
    connections: number,
  ) {
    this.draw = Array.from({ length: connections }, (_, i) => random(1000 + i));
    this.kinds = Object.keys(MIX) as Kind[];
    this.weights = this.kinds.map((k) => MIX[k]);
    this.total = this.weights.reduce((a, b) => a + b, 0);
  }

  /** Seconds of load so far, across phases (sends are paced on it). */
  startPhase(secondsBefore: number) {
    this.clock = { started: performance.now(), offsetSeconds: secondsBefore };
  }

  private loadSeconds() {
    return this.clock.offsetSeconds + (performance.now() - this.clock.started) / 1000;
  }

  private pick(n: number): Kind {
    let x = this.draw[n]!() * this.total;
    for (let i = 0; i < this.kinds.length; i++) {
      x -= this.weights[i]!;
      if (x < 0) return this.kinds[i]!;
    }
    return "page";
  }

  next(n: number): Shot {
    const agent = this.agents[n % this.agents.length]!;
    const r = this.draw[n]!;
    let kind = this.pick(n);
    if (kind === "send" && (agent.sends >= sendCapFor(agent.clientIds.length) || agent.sends >= 1 + this.loadSeconds() * SENDS_PER_SECOND_PER_AGENT)) kind = "clients";
    const asAgent = { authorization: `Bearer ${agent.accessToken}`, "x-forwarded-for": agent.ip };
    const asAdmin = { authorization: `Bearer ${this.admin.accessToken}`, "x-forwarded-for": ADMIN_IP };
    switch (kind) {
      case "page": {
        const visitor = visitorIp(Math.floor(r() * 50_000));
        const path = PAGES[Math.floor(r() * PAGES.length)]!;
        return { kind, method: "GET", path, expect: 200, headers: { accept: "text/html", "accept-encoding": "br, gzip", "x-forwarded-for": visitor } };
      }
      case "lead": {
        // Each post is a different visitor, as on the live site.
        this.visitors += 1;
        const v = this.visitors;
        const city = CITIES[v % CITIES.length]!;
        const body = JSON.stringify({ name: `Visitor ${v}`, email: `visitor-${v}@load.example`, message: `Could you quote a cash closing in ${city}?` });
        return { kind, method: "POST", path: "/api/v1/leads", expect: 201, body, headers: { ...json, "x-forwarded-for": visitorIp(100_000 + v) } };
      }
      case "sign-in":
        return {
          kind,
          method: "POST",
          path: "/auth/v1/token?grant_type=password",
          expect: 200,
          body: JSON.stringify({ email: agent.email, password: LOAD_PASSWORD }),
          headers: { ...json, "x-forwarded-for": agent.ip },
        };
      case "dashboard":
        return { kind, method: "GET", path: "/api/v1/dashboard", expect: 200, headers: asAgent };
      case "clients":
        return { kind, method: "GET", path: "/api/v1/clients?limit=20", expect: 200, headers: asAgent };
      case "send": {
        agent.sends += 1;
        const clientId = agent.clientIds[agent.sends % agent.clientIds.length]!;
        const body = JSON.stringify({ type: "email", subject: "Your closing on Friday", content: "Hi,\n\nYour closing is set for Friday at 10:00 at our Ankeny office." });
        return { kind, method: "POST", path: `/api/v1/clients/${clientId}/communications`, expect: 201, body, headers: { ...asAgent, ...json } };
      }
      case "admin leads":
        return { kind, method: "GET", path: r() < 0.5 ? "/api/v1/admin/leads" : "/api/v1/admin/leads?status=new&sort=name", expect: 200, headers: asAdmin };
      case "admin search": {
        const q = SEARCHES[Math.floor(r() * SEARCHES.length)]!;
        return { kind, method: "GET", path: `/api/v1/admin/leads?q=${encodeURIComponent(q)}`, expect: 200, headers: asAdmin };
      }
    }
  }
}

/** E-mails an answer queued: a contact-form post two (staff notice, acknowledgement), a send one. */
export function mailsQueuedBy(shot: Shot, status: number): number {
  if (status !== shot.expect) return 0;
  return shot.kind === "lead" ? 2 : shot.kind === "send" ? 1 : 0;
}

