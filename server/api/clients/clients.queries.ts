/**
 * A user's clients. Every query takes the owner's id from the signed-in caller and filters by it,
 * so another user's client is simply not found (404), whatever id is asked for.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { clients } from "#db/schema/index.ts";
import type { ClientFields } from "#core/clients/client-fields.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { type Cursor } from "#server/http/keyset.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";
import { hasOptedOut } from "#server/messaging/sms-opt-outs.queries.ts";

const columns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  company: clients.company,
  notes: clients.notes,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

/** `%text%` for ILIKE, with the pattern characters taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Name, e-mail or company containing the text, or a phone number containing its digits (so
 * "5550142" finds "(319) 555-0142"). The owner's index narrows the rows first; at thousands of
 * clients per user the scan of their own rows stays a few milliseconds.
 */
function matches(search: string) {
  const like = contains(search);
  const digits = search.replace(/\D/g, "");
  const phone = digits.length >= 3 ? sql` or regexp_replace(coalesce(${clients.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}` : sql``;
  return sql`(${clients.name} ilike ${like} or ${clients.email} ilike ${like} or ${clients.company} ilike ${like} or ${clients.phone} ilike ${like}${phone})`;
}

export function listClients(db: AppDb, userId: string, page: { limit: number; cursor?: Cursor; search: string }) {
  return db
    .select({ ...columns, cursorAt: cursorAt(clients.createdAt) })
    .from(clients)
    .where(
      and(
        eq(clients.userId, userId),
        page.search ? matches(page.search) : undefined,
        afterCursor(clients.createdAt, clients.id, page.cursor),
      ),
    )
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(page.limit + 1);
}

/** The caller's client with whether its number has opted out of texts; undefined for anyone else's. */
export async function findClient(db: AppDb, userId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.id, id)))
    .limit(1);
  if (!row) return undefined;
  return { ...row, smsOptedOut: row.phone ? await optedOut(db, row.phone) : false };
}

/** Whether the client exists and is the caller's (a history read needs nothing more). */
export async function ownsClient(db: AppDb, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.id, id)))
    .limit(1);
  return row !== undefined;
}

/** Whether the number (as stored on a client) has texted STOP to our number. */
export async function optedOut(db: AppDb, phone: string): Promise<boolean> {
  const e164 = toE164(phone);
  if (!e164) return false;
  return hasOptedOut(db, e164);
}

export async function insertClient(db: AppDb, userId: string, fields: ClientFields) {
  const [row] = await db
    .insert(clients)
    .values({ userId, ...fields })
    .returning(columns);
  return row!;
}

export async function updateClient(db: AppDb, userId: string, id: string, fields: ClientFields) {
  const [row] = await db
    .update(clients)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(clients.userId, userId), eq(clients.id, id)))
    .returning(columns);
  return row;
}

/** Deletes the client and, with it, its history (communications cascade). */
export async function deleteClient(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(clients)
    .where(and(eq(clients.userId, userId), eq(clients.id, id)))
    .returning({ id: clients.id });
  return rows.length > 0;
}
