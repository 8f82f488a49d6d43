/**
 * Set-up shared by the conversation API tests (issue 31): a purchase with a seller and a buyer
 * (by e-mail), a listing agent, a buyer's agent and a lender (signed-up accounts with proven
 * addresses), staff, a live status link and a verified session for the buyer; and one way to
 * call each side's routes.
 */
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { closingDocuments, closingParties } from "#db/schema/index.ts";
import { freshIp, fromIp, type AuthTestContext } from "#server/auth/tests/helpers.ts";
import { openFile, send, statusLink, type Person } from "./documents.ts";
import { statusPath, verifiedSession } from "./status-session.ts";

export interface People {
  lister: Person;
  buyersAgent: Person;
  lender: Person;
  staff: Person;
  otherStaff: Person;
  stranger: Person;
}

let n = 0;

/** A file with everyone on it, a status link and the buyer's verified session. */
export async function fileWithConversation(t: AuthTestContext, people: People) {
  n += 1;
  const fileId = await openFile(t.database, [
    { role: "seller", email: `seller.${n}.${process.pid}@example.com` },
    { role: "buyer", email: `buyer.${n}.${process.pid}@example.com` },
    { role: "listing_agent", email: people.lister.email },
    { role: "buyers_agent", email: people.buyersAgent.email },
    { role: "lender", email: people.lender.email },
  ]);
  const parties = await t.database.db.select().from(closingParties).where(eq(closingParties.fileId, fileId));
  const party = (role: string) => parties.find((p) => p.role === role)!;
  const link = await statusLink(t.database, fileId);
  const buyer = { id: party("buyer").id, email: party("buyer").email! };
  const seller = { id: party("seller").id, email: party("seller").email! };
  const buyerSession = await verifiedSession(t.app, link.token, buyer);
  return { fileId, token: link.token, buyer, seller, buyerSession };
}
export type ConversationFile = Awaited<ReturnType<typeof fileWithConversation>>;

/** The buyer's or seller's conversation routes through the status link (each call from its own address, as the status limit counts per address). */
export function statusRoutesOf(app: Hono, token: string, session: string) {
  const call = async (method: string, rest: string, body?: unknown) => {
    const headers: Record<string, string> = { ...fromIp(freshIp()), authorization: `Bearer ${session}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await app.request(statusPath(token, rest), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  };
  return {
    list: (_fileId: string, query = "") => call("GET", `/messages${query}`),
    post: (_fileId: string, body: unknown) => call("POST", "/messages", body),
    read: (_fileId: string, through: string) => call("POST", "/messages/read", { through }),
  };
}

export const staffPath = (fileId: string, rest = "") => `/api/v1/admin/closing-files/${fileId}/messages${rest}`;
export const partyPath = (fileId: string, rest = "") => `/api/v1/closing-files/${fileId}/messages${rest}`;

/** Each caller's three routes, the same shape for the three kinds of caller. */
export function routesOf(app: Hono, who: Person, staff: boolean) {
  const path = staff ? staffPath : partyPath;
  return {
    list: (fileId: string, query = "") => send(app, "GET", path(fileId, query), { token: who.token }),
    post: (fileId: string, body: unknown) => send(app, "POST", path(fileId), { token: who.token, body }),
    read: (fileId: string, through: string) => send(app, "POST", path(fileId, "/read"), { token: who.token, body: { through } }),
  };
}

/** A document of the file at a visibility, inserted directly (its bytes are not read by these tests). */
export async function insertDocument(t: AuthTestContext, fileId: string, visibility: "staff" | "professionals" | "everyone") {
  const [row] = await t.database.db
    .insert(closingDocuments)
    .values({ fileId, name: `${visibility}.pdf`, contentType: "application/pdf", sizeBytes: 10, sha256: "0".repeat(64), storageKey: `closing/${fileId}/${visibility}-${n}-${Math.random()}`, visibility })
    .returning({ id: closingDocuments.id });
  return row!.id;
}
