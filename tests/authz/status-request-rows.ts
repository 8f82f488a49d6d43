/**
 * The authorization matrix's rows for the verified status-link routes (issue 30). The link is the
 * first credential, as on the status page: a never-issued token (every account, anon) is 404, a
 * replaced link 404, an expired one 410. The second is the verified session: every caller of a
 * row sends the session of the seller verified on the owner's live link (`headers`), so only the
 * holder of that link is served; the holder of another file's live link is 401
 * verification_required (the session is not for their link) where a session is needed, and
 * finds no such person or code where it is not.
 */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { issueStatusLink, newOwnersFile, presentedToken, type FileLinks } from "./closing-fixtures.ts";
import { statusLinkOnly } from "./expected.ts";

const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
const NO_HAZARDS = { has_wells: false, has_solid_waste_site: false, has_hazardous_waste: false, has_underground_tanks: false, has_burial_sites: false, has_private_sewage: false };

export interface VerifiedFile {
  links: FileLinks;
  sellerId: string;
  /** A fresh code e-mailed to the seller (for the check row), or the session it opened. */
  code: string;
  session?: string;
  /** The seller's groundwater request (every transfer has one: Iowa Code 558.69). */
  requestId?: string;
}

async function must<T extends { status: number; text: string }>(res: Promise<T>, want: number, what: string): Promise<T> {
  const got = await res;
  if (got.status !== want) throw new Error(`${what}: ${got.status} ${got.text}`);
  return got;
}

/** A fresh file of the owner's with its links, the seller e-mailed a code (and verified with it when `verify`), one per row. */
export function verifiedFile(ctx: MatrixContext, verify: boolean): Promise<VerifiedFile> {
  return ctx.perRow(async () => {
    const fileId = await newOwnersFile(ctx);
    const replaced = await issueStatusLink(ctx, fileId);
    const links = { fileId, replaced, live: await issueStatusLink(ctx, fileId) };
    const base = `/api/v1/status/${links.live}`;
    const choices = await must(ctx.client.call("GET", `${base}/verification`), 200, "verification choices");
    const sellerId = (choices.json.data as { party_id: string; role: string }[]).find((p) => p.role === "seller")!.party_id;
    await must(ctx.client.call("POST", `${base}/verification`, { body: { party_id: sellerId, channel: "email" } }), 202, "sending the code");
    const mail = await must(ctx.client.call("GET", `/api/v1/dev/mailbox?to=${encodeURIComponent(ctx.people.seller)}`), 200, "the mailbox");
    const code = /code: (\d{6})/.exec(mail.json.messages[0].text as string)![1]!;
    if (!verify) return { links, sellerId, code };
    const checked = await must(ctx.client.call("POST", `${base}/verification/check`, { body: { party_id: sellerId, code } }), 200, "checking the code");
    const session = checked.json.session_token as string;
    const list = await must(ctx.client.call("GET", `${base}/requests`, { headers: { authorization: `Bearer ${session}` } }), 200, "the seller's requests");
    const requestId = (list.json.data as { id: string; kind: string }[]).find((r) => r.kind === "groundwater_hazard")!.id;
    return { links, sellerId, code, session, requestId };
  });
}

/** The row's request: the caller's token in the path, the seller's session on the owner's live link in the header. */
async function verified(ctx: MatrixContext, rest: (v: VerifiedFile) => string, body?: (v: VerifiedFile) => unknown) {
  const v = await verifiedFile(ctx, true);
  return {
    path: `/api/v1/status/${presentedToken(ctx, v.links)}${rest(v)}`,
    body: body?.(v),
    headers: { authorization: `Bearer ${v.session}` },
  };
}

export const STATUS_REQUEST_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/status/:token/verification": {
    request: async (ctx) => ({ path: `/api/v1/status/${presentedToken(ctx, (await verifiedFile(ctx, false)).links)}/verification` }),
    expect: statusLinkOnly(200, 200),
  },
  // Another file's holder names a person who is not on their file: 404.
  "POST /api/v1/status/:token/verification": {
    request: async (ctx) => {
      const v = await verifiedFile(ctx, false);
      return { path: `/api/v1/status/${presentedToken(ctx, v.links)}/verification`, body: { party_id: v.sellerId, channel: "email" } };
    },
    expect: statusLinkOnly(202, 404),
  },
  // Another file's holder: that person was sent no code on their link (400 code_invalid).
  "POST /api/v1/status/:token/verification/check": {
    request: async (ctx) => {
      const v = await verifiedFile(ctx, false);
      return { path: `/api/v1/status/${presentedToken(ctx, v.links)}/verification/check`, body: { party_id: v.sellerId, code: v.code } };
    },
    expect: statusLinkOnly(200, 400),
  },
  "PUT /api/v1/status/:token/reminders": {
    request: (ctx) => verified(ctx, () => "/reminders", () => ({ reminders: false })),
    expect: statusLinkOnly(200, 401),
  },
  "GET /api/v1/status/:token/requests": {
    request: (ctx) => verified(ctx, () => "/requests"),
    expect: statusLinkOnly(200, 401),
  },
  "POST /api/v1/status/:token/requests/:requestId/answers": {
    request: (ctx) => verified(ctx, (v) => `/requests/${v.requestId}/answers`, () => ({ answer: NO_HAZARDS })),
    expect: statusLinkOnly(200, 401),
  },
  "POST /api/v1/status/:token/requests/:requestId/documents": {
    request: (ctx) =>
      verified(
        ctx,
        (v) => `/requests/${v.requestId}/documents`,
        () => {
          const form = new FormData();
          form.append("label", "Well location sketch");
          form.append("file", new Blob([PDF], { type: "application/pdf" }), "wells.pdf");
          return form;
        },
      ),
    expect: statusLinkOnly(201, 401),
  },
};
