/**
 * The authorization matrix's rows for closing files: document routes (issue 16). A party (the
 * owner, listing agent on the file) may list, upload and link; another agent, a lender and the
 * administrators on the party routes get 404 (staff use the staff routes, which are admin-only);
 * a status link's holder, anyone with the token, may link a document shared with everyone; the
 * holder of another file's link finds no document of this file.
 */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { newOwnersFile, ownersFile, ownersLinks, presentedToken, type FileLinks } from "./closing-fixtures.ts";
import { adminOnly, ownerOnly, statusLinkOnly } from "./expected.ts";

const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

/** A browser's upload form: the fields, then a small real PDF. */
function pdfForm(visibility: string): FormData {
  const form = new FormData();
  form.append("visibility", visibility);
  form.append("label", "Purchase agreement");
  form.append("file", new Blob([PDF], { type: "application/pdf" }), "purchase-agreement.pdf");
  return form;
}

export async function staffUpload(ctx: MatrixContext, fileId: string, visibility: string): Promise<string> {
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

/** The links of a fresh file of the owner's and a document shared with everyone on it, one per row. */
function statusDocument(ctx: MatrixContext): Promise<{ links: FileLinks; docId: string }> {
  return ctx.perRow(async () => {
    const links = await ownersLinks(ctx);
    return { links, docId: await staffUpload(ctx, links.fileId, "everyone") };
  });
}

/** The owner's file: the owner gets `status`, every other account 404 (admins too: they use the staff routes), no token 401. */
const partyOnly = ownerOnly;

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
      const { links, docId } = await statusDocument(ctx);
      return { path: `/api/v1/status/${presentedToken(ctx, links)}/documents/${docId}/link` };
    },
    expect: statusLinkOnly(200, 404),
  },
};
