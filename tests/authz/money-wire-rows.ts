/**
 * The authorization matrix's rows for wire instructions (issue 32). Staff routes are admin data
 * at aal2 (admin1, the same administrator at aal1, is refused). The matrix has one administrator,
 * who writes the version each approval row names: so admin2 approving is the author approving
 * their own change, refused (403 approver_is_author); a second administrator approving is in
 * server/money/wire/office-wire.test.ts. The status route needs the buyer's money view: every
 * caller sends the session of the owner's file's buyer (no phone on the file: a code by e-mail,
 * fresh), so only the holder of that link is served (200: the file has no office, so the answer
 * says to call); another file's holder is 401 (the session is not for their link).
 */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { issueStatusLink, newOwnersFile, ownersFile, presentedToken, type FileLinks } from "./closing-fixtures.ts";
import { adminOnly, statusLinkOnly } from "./expected.ts";

const OFFICES = "/api/v1/admin/offices";

const instructions = (ctx: MatrixContext) => ({
  bank_name: "Matrix Bank",
  bank_address: "1 Matrix Way, Ames, IA 50010",
  routing_number: "073000228",
  account_number: `9${ctx.unique().replace(/\D/g, "").slice(0, 8).padEnd(8, "7")}`,
  account_name: "Heartland Closing Company, LLC Escrow Account",
  reference_format: "File {file_number}",
});

/** A pending version of the Pella office written by the matrix's administrator, one per row. */
function pendingVersion(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const res = await ctx.client.call("POST", `${OFFICES}/pella/wire-instructions`, { token: ctx.admin.accessToken, body: instructions(ctx) });
    if (res.status !== 201) throw new Error(`could not propose wire instructions: ${res.status} ${res.text}`);
    return res.json.pending.id as string;
  });
}

async function must<T extends { status: number; text: string }>(res: Promise<T>, want: number, what: string): Promise<T> {
  const got = await res;
  if (got.status !== want) throw new Error(`${what}: ${got.status} ${got.text}`);
  return got;
}

/** A fresh file of the owner's, its live link, and its buyer's session from a code e-mailed just now, one per row. */
function buyerSession(ctx: MatrixContext): Promise<{ links: FileLinks; session: string }> {
  return ctx.perRow(async () => {
    const fileId = await newOwnersFile(ctx);
    const replaced = await issueStatusLink(ctx, fileId);
    const links = { fileId, replaced, live: await issueStatusLink(ctx, fileId) };
    const base = `/api/v1/status/${links.live}`;
    const choices = await must(ctx.client.call("GET", `${base}/verification`), 200, "verification choices");
    const buyerId = (choices.json.data as { party_id: string; role: string }[]).find((p) => p.role === "buyer")!.party_id;
    await must(ctx.client.call("POST", `${base}/verification`, { body: { party_id: buyerId, channel: "email" } }), 202, "sending the code");
    const mail = await must(ctx.client.call("GET", `/api/v1/dev/mailbox?to=${encodeURIComponent(ctx.people.buyer)}`), 200, "the mailbox");
    const code = /code: (\d{6})/.exec(mail.json.messages[0].text as string)![1]!;
    const checked = await must(ctx.client.call("POST", `${base}/verification/check`, { body: { party_id: buyerId, code } }), 200, "checking the code");
    return { links, session: checked.json.session_token as string };
  });
}

export const MONEY_WIRE_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/admin/offices/:office/wire-instructions": { request: () => ({ path: `${OFFICES}/cedar-falls/wire-instructions` }), expect: adminOnly(200) },
  "POST /api/v1/admin/offices/:office/wire-instructions": {
    request: (ctx) => ({ path: `${OFFICES}/le-mars/wire-instructions`, body: instructions(ctx) }),
    expect: adminOnly(201),
  },
  "POST /api/v1/admin/offices/:office/wire-instructions/:versionId/reveal": {
    request: async (ctx) => ({ path: `${OFFICES}/pella/wire-instructions/${await pendingVersion(ctx)}/reveal` }),
    expect: adminOnly(200),
  },
  // The only administrator wrote it: approving their own change is refused (dual control).
  "POST /api/v1/admin/offices/:office/wire-instructions/:versionId/approval": {
    request: async (ctx) => ({ path: `${OFFICES}/pella/wire-instructions/${await pendingVersion(ctx)}/approval` }),
    expect: adminOnly(403),
  },
  "GET /api/v1/admin/closing-files/:id/wire-instruction-views": {
    request: async (ctx) => ({ path: `/api/v1/admin/closing-files/${await ownersFile(ctx)}/wire-instruction-views` }),
    expect: adminOnly(200),
  },
  "GET /api/v1/status/:token/wire-instructions": {
    request: async (ctx) => {
      const v = await buyerSession(ctx);
      return { path: `/api/v1/status/${presentedToken(ctx, v.links)}/wire-instructions`, headers: { authorization: `Bearer ${v.session}` } };
    },
    expect: statusLinkOnly(200, 401),
  },
};
