/**
 * The authorization matrix's rows for the conversation through the status link (issue 31), as
 * issue 30's status request rows (tests/authz/status-request-rows.ts): the live link opens them
 * with the seller's verified session; another file's holder is 401 (the session is not for their
 * link); a replaced or never-issued link 404, an expired one 410.
 */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { presentedToken } from "./closing-fixtures.ts";
import { statusLinkOnly } from "./expected.ts";
import { verifiedFile } from "./status-request-rows.ts";

const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

/** The seller verified on a fresh file of the owner's, and a message to everyone on it, one per row. */
function verifiedWithMessage(ctx: MatrixContext) {
  return ctx.perRow(async () => {
    const v = await verifiedFile(ctx, true);
    const res = await ctx.client.call("POST", `/api/v1/admin/closing-files/${v.links.fileId}/messages`, {
      token: ctx.admin.accessToken,
      body: { body: "Your closing is Friday at 10.", visibility: "everyone" },
    });
    if (res.status !== 201) throw new Error(`could not post the administrator's message: ${res.status} ${res.text}`);
    return { ...v, messageId: res.json.id as string };
  });
}

async function verified(ctx: MatrixContext, rest: string, body?: (messageId: string) => unknown) {
  const v = await verifiedWithMessage(ctx);
  return { path: `/api/v1/status/${presentedToken(ctx, v.links)}${rest}`, body: body?.(v.messageId), headers: { authorization: `Bearer ${v.session}` } };
}

export const STATUS_MESSAGE_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/status/:token/messages": { request: (ctx) => verified(ctx, "/messages?limit=10"), expect: statusLinkOnly(200, 401) },
  "POST /api/v1/status/:token/messages": {
    request: (ctx) => verified(ctx, "/messages", () => ({ body: "Do I need to bring my ID?" })),
    expect: statusLinkOnly(201, 401),
  },
  "POST /api/v1/status/:token/messages/read": {
    request: (ctx) => verified(ctx, "/messages/read", (messageId) => ({ through: messageId })),
    expect: statusLinkOnly(200, 401),
  },
  "POST /api/v1/status/:token/messages/documents": {
    request: (ctx) =>
      verified(ctx, "/messages/documents", () => {
        const form = new FormData();
        form.append("label", "Photo ID");
        form.append("file", new Blob([PDF], { type: "application/pdf" }), "id.pdf");
        return form;
      }),
    expect: statusLinkOnly(201, 401),
  },
};
