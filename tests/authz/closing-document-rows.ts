/**
 * The authorization matrix's rows for closing files: document routes (issue 16). A party (the
 * owner, listing agent on the file) may list, upload and link; another agent, a lender and the
 * administrators on the party routes get 404 (staff use the staff routes, which are admin-only);
 * a status link's holder, anyone with the token, may link a document shared with everyone.
 */
import { adminOnly } from "./admin-only.ts";
import type { Expected, MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { newOwnersFile, ownersFile } from "./closing-fixtures.ts";

const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

/** A browser's upload form: the fields, then a small real PDF. */
function pdfForm(visibility: string): FormData {
  const form = new FormData();
  form.append("visibility", visibility);
  form.append("label", "Purchase agreement");
  form.append("file", new Blob([PDF], { type: "application/pdf" }), "purchase-agreement.pdf");
  return form;
}

async function staffUpload(ctx: MatrixContext, fileId: string, visibility: string): Promise<string> {
  const res = await ctx.client.call("POST", `/api/v1/admin/closing-files/${fileId}/documents`, { token: ctx.admin.accessToken, body: pdfForm(visibility) });
  if (res.status !== 201) throw new Error(`could not upload a document: ${res.status} ${res.text}`);
  return res.json.id as string;
}

/** The owner's file and a document on it for agents and lenders, one per row. */
function ownersDocument(ctx: MatrixContext): Promise<{ fileId: string; docId: string }> {
  return ctx.perRow(async () => {
    const fileId = await newOwnersFile(ctx);
    return { fileId, docId: await staffUpload(ctx, fileId, "professionals") };
  });
}

/** A live status link's token and a document shared with everyone on its file, one per row. */
function statusDocument(ctx: MatrixContext): Promise<{ token: string; docId: string }> {
  return ctx.perRow(async () => {
    const fileId = await newOwnersFile(ctx);
    const res = await ctx.client.call("POST", `/api/v1/admin/closing-files/${fileId}/status-link`, { token: ctx.admin.accessToken, body: { send: false } });
    if (res.status !== 201) throw new Error(`could not issue a status link: ${res.status} ${res.text}`);
    return { token: res.json.token as string, docId: await staffUpload(ctx, fileId, "everyone") };
  });
}

/** The owner's file: the owner gets `status`, every other account 404 (admins too: they use the staff routes), no token 401. */
const partyOnly = (status: number): Expected => ({ anon: 401, agent: status, other: 404, lender: 404, admin1: 404, admin2: 404 });
const anyone = (status: number): Expected => ({ anon: status, agent: status, other: status, lender: status, admin1: status, admin2: status });

export const CLOSING_DOCUMENT_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/closing-files/:id/documents": {
    request: async (ctx) => ({ path: `/api/v1/closing-files/${await ownersFile(ctx)}/documents` }),
    expect: partyOnly(200),
  },
  "POST /api/v1/closing-files/:id/documents": {
    request: async (ctx) => ({ path: `/api/v1/closing-files/${await ownersFile(ctx)}/documents`, body: pdfForm("professionals") }),
    expect: partyOnly(201),
  },
  "POST /api/v1/closing-files/:id/documents/:docId/link": {
    request: async (ctx) => {
      const { fileId, docId } = await ownersDocument(ctx);
      return { path: `/api/v1/closing-files/${fileId}/documents/${docId}/link` };
    },
    expect: partyOnly(200),
  },
  "GET /api/v1/admin/closing-files/:id/documents": {
    request: async (ctx) => ({ path: `/api/v1/admin/closing-files/${await ownersFile(ctx)}/documents` }),
    expect: adminOnly(200),
  },
  "POST /api/v1/admin/closing-files/:id/documents": {
    request: async (ctx) => ({ path: `/api/v1/admin/closing-files/${await ownersFile(ctx)}/documents`, body: pdfForm("staff") }),
    expect: adminOnly(201),
  },
  "PATCH /api/v1/admin/closing-files/:id/documents/:docId": {
    request: async (ctx) => {
      const { fileId, docId } = await ownersDocument(ctx);
      return { path: `/api/v1/admin/closing-files/${fileId}/documents/${docId}`, body: { visibility: "everyone", label: "Payoff statement" } };
    },
    expect: adminOnly(200),
  },
  "DELETE /api/v1/admin/closing-files/:id/documents/:docId": {
    request: async (ctx) => {
      const { fileId, docId } = await ownersDocument(ctx);
      return { path: `/api/v1/admin/closing-files/${fileId}/documents/${docId}` };
    },
    expect: adminOnly(204),
  },
  "POST /api/v1/admin/closing-files/:id/documents/:docId/link": {
    request: async (ctx) => {
      const { fileId, docId } = await ownersDocument(ctx);
      return { path: `/api/v1/admin/closing-files/${fileId}/documents/${docId}/link` };
    },
    expect: adminOnly(200),
  },
  "POST /api/v1/status/:token/documents/:docId/link": {
    request: async (ctx) => {
      const { token, docId } = await statusDocument(ctx);
      return { path: `/api/v1/status/${token}/documents/${docId}/link` };
    },
    expect: anyone(200),
  },
};
