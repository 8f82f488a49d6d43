/**
 * Closing files for the authorization matrix's rows (issue 16): made through the staff API by the
 * matrix's two-step-verified administrator, with the owner (the matrix's agent) as the listing
 * agent, so "agent" is a party and "other" and "lender" are not; the claimant's, the buyer's and
 * the seller's addresses are on it too, which opens it to none of them (issue 27).
 */
import { eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles } from "#db/schema/index.ts";
import { baseFile } from "../support/kits/admin-closing.ts";
import type { MatrixContext } from "./authorization-matrix.ts";

/**
 * A closing file with the owner on it as listing agent, the claimant's address as its lender, and
 * the buyer's and seller's accounts' addresses as its buyer and seller, one per row; its id.
 */
export function ownersFile(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(() => newOwnersFile(ctx));
}

/** The same, made afresh on every call (for a row that needs a second file). */
export async function newOwnersFile(ctx: MatrixContext): Promise<string> {
  const body = {
    ...baseFile,
    parties: [
      { role: "listing_agent", name: "Matrix Agent", email: ctx.owner.email },
      { role: "lender", name: "Matrix Lender", email: ctx.people.lender },
      { role: "buyer", name: "Matrix Buyer", email: ctx.people.buyer },
      { role: "seller", name: "Matrix Seller", email: ctx.people.seller },
    ],
  };
  const res = await ctx.client.call("POST", "/api/v1/admin/closing-files", { token: ctx.admin.accessToken, body });
  if (res.status !== 201) throw new Error(`could not open the owner's closing file: ${res.status} ${res.text}`);
  return res.json.id as string;
}

/** Issues the file's status link (replacing the live one, if any): its token. */
export async function issueStatusLink(ctx: Pick<MatrixContext, "client" | "admin">, fileId: string): Promise<string> {
  const res = await ctx.client.call("POST", `/api/v1/admin/closing-files/${fileId}/status-link`, { token: ctx.admin.accessToken, body: { send: false } });
  if (res.status !== 201) throw new Error(`could not issue a status link: ${res.status} ${res.text}`);
  return res.json.token as string;
}

/** A status link of a closing file: the live token and the one it replaced. */
export interface FileLinks {
  fileId: string;
  live: string;
  replaced: string;
}

/** A fresh file of the owner's whose link was issued twice, one per row. */
export function ownersLinks(ctx: MatrixContext): Promise<FileLinks> {
  return ctx.perRow(async () => {
    const fileId = await newOwnersFile(ctx);
    const replaced = await issueStatusLink(ctx, fileId);
    return { fileId, replaced, live: await issueStatusLink(ctx, fileId) };
  });
}

/** Well-formed (43 base64url characters, as link-tokens.ts makes them) but never issued. */
export const UNISSUED_TOKEN = "matrixUnissuedStatusToken000000000000000000";

/**
 * The status token the cell's caller puts in a status route's path, where `owners` are the links
 * of the owner's file the row is about: each holder its own link, everyone else (no link) a token
 * nobody was issued: neither an account, nor being on the file, nor staff opens a status page.
 */
export function presentedToken(ctx: MatrixContext, owners: FileLinks): string {
  switch (ctx.actor) {
    case "holder":
      return owners.live;
    case "revokedHolder":
      return owners.replaced;
    case "otherHolder":
      return ctx.links.otherFile;
    case "expiredHolder":
      return ctx.links.expired;
    default:
      return UNISSUED_TOKEN;
  }
}

/**
 * Marks the file completed 100 days ago, so its status link has expired (90 days after
 * completion): no API backdates a completion, so the test writes the row.
 */
export async function completedLongAgo(db: AppDb, fileId: string): Promise<void> {
  await db.update(closingFiles).set({ completedAt: new Date(Date.now() - 100 * 86_400_000) }).where(eq(closingFiles.id, fileId));
}
