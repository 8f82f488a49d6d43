/**
 * The authorization matrix's rows for a closing file's requests (issue 30): staff's routes are
 * admin-only; the party routes open to the owner (the matrix's agent, listing agent on the file),
 * who answers and uploads to the listing agent's commission instructions; every other account,
 * administrators included, gets the 404 of a file that is not theirs, and no account 401.
 */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { ownersFile } from "./closing-fixtures.ts";
import { adminOnly, ownerOnly } from "./expected.ts";

const FILES = "/api/v1/admin/closing-files";
const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

/** The owner's file and its request of this kind owed by this role (made when the file opened), one per row. */
function ownersRequest(ctx: MatrixContext, kind: string, owner: string): Promise<{ fileId: string; requestId: string }> {
  return ctx.perRow(async () => {
    const fileId = await ownersFile(ctx);
    const res = await ctx.client.call("GET", `${FILES}/${fileId}/requests`, { token: ctx.admin.accessToken });
    const request = (res.json?.data as { id: string; kind: string; owner: string }[] | undefined)?.find((r) => r.kind === kind && r.owner === owner);
    if (!request) throw new Error(`the owner's file has no ${kind} request of the ${owner}: ${res.status} ${res.text}`);
    return { fileId, requestId: request.id };
  });
}

const commission = (ctx: MatrixContext) => ownersRequest(ctx, "commission_instructions", "listing_agent");

function pdfForm(): FormData {
  const form = new FormData();
  form.append("label", "Commission instructions");
  form.append("file", new Blob([PDF], { type: "application/pdf" }), "commission.pdf");
  return form;
}

export const CLOSING_REQUEST_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/admin/closing-files/:id/requests": { request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}/requests` }), expect: adminOnly(200) },
  "POST /api/v1/admin/closing-files/:id/requests": {
    request: async (ctx) => ({
      path: `${FILES}/${await ownersFile(ctx)}/requests`,
      body: { kind: "title_requirement", title: "Release of the 2014 mortgage", instructions: "Schedule B-I requirement 4.", owner: "staff", due_on: "2026-12-10" },
    }),
    expect: adminOnly(201),
  },
  "PATCH /api/v1/admin/closing-files/:id/requests/:requestId": {
    request: async (ctx) => {
      const { fileId, requestId } = await ownersRequest(ctx, "groundwater_hazard", "seller");
      return { path: `${FILES}/${fileId}/requests/${requestId}`, body: { due_on: "2026-12-10" } };
    },
    expect: adminOnly(200),
  },
  "GET /api/v1/admin/requests": { request: () => ({ path: "/api/v1/admin/requests?limit=5&view=attention&owner=seller&county=Story&office=Pella" }), expect: adminOnly(200) },
  "GET /api/v1/closing-files/:id/requests": { request: async (ctx) => ({ path: `/api/v1/closing-files/${await ownersFile(ctx)}/requests` }), expect: ownerOnly(200) },
  "POST /api/v1/closing-files/:id/requests/:requestId/documents": {
    request: async (ctx) => {
      const { fileId, requestId } = await commission(ctx);
      return { path: `/api/v1/closing-files/${fileId}/requests/${requestId}/documents`, body: pdfForm() };
    },
    expect: ownerOnly(201),
  },
  // The owner's cell runs last: it answers once, while the request is still open.
  "POST /api/v1/closing-files/:id/requests/:requestId/answers": {
    request: async (ctx) => {
      const { fileId, requestId } = await commission(ctx);
      return { path: `/api/v1/closing-files/${fileId}/requests/${requestId}/answers`, body: { answer: { brokerage: "Matrix Realty" } } };
    },
    expect: ownerOnly(200),
  },
};
