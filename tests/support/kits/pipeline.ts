/**
 * Shared set-up of the pipeline API tests: callers of every kind (anonymous, a user, an admin
 * with a password-only session and with a two-step-verified one), and both pipelines described
 * once so each behaviour is checked for leads and service requests alike.
 */
import { eq } from "drizzle-orm";
import { leads, profiles, serviceRequests } from "#db/schema/index.ts";
import type { TestDatabase } from "../test-db.ts";
import { call, signIn } from "../auth-requests.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { signUpFresh, userWithVerifiedFactor, type AuthTestContext } from "#server/auth/tests/helpers.ts";

export interface Callers {
  user: string;
  /** An admin signed in with the password only (aal1). */
  adminAal1: string;
  /** The same admin after the code (aal2). */
  admin: string;
  adminId: string;
  adminEmail: string;
}

export async function callers(t: AuthTestContext): Promise<Callers> {
  const user = await signUpFresh(t.app);
  const admin = await userWithVerifiedFactor(t.app);
  await t.database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, admin.session.user.id));
  const passwordOnly = await signIn(t.app, admin.email, admin.password);
  if (passwordOnly.status !== 200) throw new Error(`admin sign-in failed: ${passwordOnly.status}`);
  return {
    user: user.session.access_token,
    adminAal1: passwordOnly.json.access_token,
    admin: admin.aal2.access_token,
    adminId: admin.session.user.id,
    adminEmail: admin.email,
  };
}

export const api = (t: AuthTestContext, method: string, path: string, token?: string, body?: unknown) => call(t.app, method, path, { token, body });

export interface Row {
  name: string;
  email?: string;
  company?: string | null;
  message?: string | null;
  status?: "new" | "contacted" | "qualified" | "converted";
  createdAt?: Date;
}

export interface Kind {
  kind: "lead" | "service_request";
  /** /api/v1/admin/leads or …/service-requests */
  path: string;
  csvPath: string;
  filePrefix: string;
  notFound: string;
  csvHeader: string;
  insert(database: TestDatabase, rows: Row[]): Promise<string[]>;
}

const defaults = (r: Row, i: number) => ({
  name: r.name,
  email: r.email ?? `row${i}@example.com`,
  company: r.company ?? null,
  message: r.message ?? null,
  status: r.status ?? "new",
  createdAt: r.createdAt ?? new Date(),
});

export const KINDS: Kind[] = [
  {
    kind: "lead",
    path: "/api/v1/admin/leads",
    csvPath: "/api/v1/admin/leads.csv",
    filePrefix: "leads",
    notFound: ADMIN_MESSAGES.leadNotFound,
    csvHeader: "id,name,email,company,phone,message,status,source,user_id,owner_email,created_at,updated_at",
    async insert(database, rows) {
      if (rows.length === 0) return [];
      const made = await database.db
        .insert(leads)
        .values(rows.map((r, i) => ({ ...defaults(r, i), phone: "(319) 555-0142", source: "contact" as const })))
        .returning({ id: leads.id });
      return made.map((r) => r.id);
    },
  },
  {
    kind: "service_request",
    path: "/api/v1/admin/service-requests",
    csvPath: "/api/v1/admin/service-requests.csv",
    filePrefix: "service-requests",
    notFound: ADMIN_MESSAGES.requestNotFound,
    csvHeader:
      "id,name,email,phone,company,service_type,type,user_type,user_id,property_address,closing_date_requested,message,sale_price_cents,lead_id,status,owner_email,created_at,updated_at",
    async insert(database, rows) {
      if (rows.length === 0) return [];
      const made = await database.db
        .insert(serviceRequests)
        .values(
          rows.map((r, i) => ({
            ...defaults(r, i),
            phone: "(319) 555-0142",
            serviceType: "title",
            propertyAddress: "12 Main St, Ames, IA",
            closingDateRequested: "2026-12-18",
          })),
        )
        .returning({ id: serviceRequests.id });
      return made.map((r) => r.id);
    },
  },
];

let tokenCount = 0;
/** A word no other test's rows contain, to search a test's own rows by. */
export function uniqueWord(): string {
  tokenCount += 1;
  return `zq${process.pid.toString(36)}x${tokenCount}w`;
}

/** Every page of a list, following next_cursor; the names in order and the pages' sizes. */
export async function allPages(t: AuthTestContext, token: string, url: string) {
  const names: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await api(t, "GET", `${url}${cursor ? `&cursor=${cursor}` : ""}`, token);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
    names.push(...res.json.data.map((r: { name: string }) => r.name));
    sizes.push(res.json.data.length);
    cursor = res.json.next_cursor;
  } while (cursor);
  return { names, sizes };
}
