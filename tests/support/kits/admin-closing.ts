/**
 * Shared set-up of the staff closing-file API tests: a file opened through the API, and what
 * the tests read back from the database (the outbox, the audit rows, the status links).
 */
import { and, asc, eq } from "drizzle-orm";
import { auditEvents, closingStatusLinks, outbox } from "#db/schema/index.ts";
import { uniqueEmail } from "../auth-requests.ts";
import type { AuthTestContext } from "#server/auth/tests/helpers.ts";
import { api } from "./pipeline.ts";

export { api, callers, type Callers } from "./pipeline.ts";

export const FILES = "/api/v1/admin/closing-files";

export const baseFile = {
  property_address: "412 Elm St, Cedar Falls, IA 50613",
  county: "Black Hawk",
  kind: "purchase",
  sale_price_cents: 25_000_000,
  loan_amount_cents: 20_000_000,
};

/** Opens a file through the API (201 or the test fails); the StaffFile. */
export async function openFile(t: AuthTestContext, token: string, body: Record<string, unknown> = {}) {
  const res = await api(t, "POST", FILES, token, { ...baseFile, ...body });
  if (res.status !== 201) throw new Error(`could not open a file: ${res.status} ${res.text}`);
  return res.json;
}

/** A buyer with a fresh e-mail, as a party body. */
export const aBuyer = (name = "Jamie Buyer") => ({ role: "buyer", name, email: uniqueEmail("buyer") });

export async function mailTo(t: AuthTestContext, to: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(asc(outbox.createdAt));
}

export async function fileAudit(t: AuthTestContext, fileId: string, action?: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, "closing_file"), eq(auditEvents.targetId, fileId), action ? eq(auditEvents.action, action) : undefined))
    .orderBy(asc(auditEvents.createdAt));
}

export async function linkRows(t: AuthTestContext, fileId: string) {
  return t.database.db.select().from(closingStatusLinks).where(eq(closingStatusLinks.fileId, fileId)).orderBy(asc(closingStatusLinks.createdAt));
}
