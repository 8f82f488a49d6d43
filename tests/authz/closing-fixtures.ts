/**
 * Closing files for the authorization matrix's rows (issue 16): made through the staff API by the
 * matrix's two-step-verified administrator, with the owner (the matrix's agent) as the listing
 * agent, so "agent" is a party and "other" and "lender" are not.
 */
import type { MatrixContext } from "./authorization-matrix.ts";

/** A closing file with the owner on it (and a buyer with an e-mail), one per row; its id. */
export function ownersFile(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(() => newOwnersFile(ctx));
}

/** The same, made afresh on every call (for a row that needs a second file). */
export async function newOwnersFile(ctx: MatrixContext): Promise<string> {
  const body = {
    property_address: "412 Elm St, Cedar Falls, IA 50613",
    county: "Black Hawk",
    kind: "purchase",
    sale_price_cents: 25_000_000,
    loan_amount_cents: 20_000_000,
    parties: [
      { role: "listing_agent", name: "Matrix Agent", email: ctx.owner.email },
      { role: "buyer", name: "Matrix Buyer", email: `buyer-${ctx.unique()}@example.com` },
    ],
  };
  const res = await ctx.client.call("POST", "/api/v1/admin/closing-files", { token: ctx.admin.accessToken, body });
  if (res.status !== 201) throw new Error(`could not open the owner's closing file: ${res.status} ${res.text}`);
  return res.json.id as string;
}

/** A live status link of a fresh file of the owner's, one per row: its token. */
export function aStatusToken(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const fileId = await newOwnersFile(ctx);
    const res = await ctx.client.call("POST", `/api/v1/admin/closing-files/${fileId}/status-link`, { token: ctx.admin.accessToken, body: { send: false } });
    if (res.status !== 201) throw new Error(`could not issue a status link: ${res.status} ${res.text}`);
    return res.json.token as string;
  });
}
