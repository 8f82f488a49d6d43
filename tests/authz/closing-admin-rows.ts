/** The authorization matrix's rows for closing files: admin routes (issue 16). */
import { adminOnly } from "./expected.ts";
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { ownersFile } from "./closing-fixtures.ts";

const FILES = "/api/v1/admin/closing-files";

const newFile = (ctx: MatrixContext) => ({
  property_address: "9 Matrix Way, Ames, IA 50010",
  county: "Story",
  kind: "cash",
  parties: [{ role: "buyer", name: "Matrix Buyer", email: `buyer-${ctx.unique()}@example.com` }],
});

/** A service request sent through the Get Started form, one per row (as admin-pipeline-rows.ts makes them). */
function aServiceRequest(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const body = { service_type: "title", name: "Matrix Requester", email: `sr-${ctx.unique()}@example.com`, phone: "(319) 555-0142" };
    const res = await ctx.client.call("POST", "/api/v1/service-requests", { body });
    if (res.status !== 201) throw new Error(`could not send a service request: ${res.status} ${res.text}`);
    return res.json.id as string;
  });
}

/** The owner's file and the id of its first party (the owner, as listing agent), one per row. */
function ownersParty(ctx: MatrixContext): Promise<{ fileId: string; partyId: string }> {
  return ctx.perRow(async () => {
    const fileId = await ownersFile(ctx);
    const res = await ctx.client.call("GET", `${FILES}/${fileId}`, { token: ctx.admin.accessToken });
    if (res.status !== 200) throw new Error(`could not read the owner's file: ${res.status} ${res.text}`);
    return { fileId, partyId: res.json.parties[0].id as string };
  });
}

export const CLOSING_ADMIN_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/admin/closing-files": { request: () => ({ path: `${FILES}?limit=5&state=open&q=elm` }), expect: adminOnly(200) },
  "POST /api/v1/admin/closing-files": { request: (ctx) => ({ path: FILES, body: newFile(ctx) }), expect: adminOnly(201) },
  "POST /api/v1/admin/service-requests/:id/closing-file": {
    request: async (ctx) => ({ path: `/api/v1/admin/service-requests/${await aServiceRequest(ctx)}/closing-file`, body: newFile(ctx) }),
    expect: adminOnly(201),
  },
  "GET /api/v1/admin/closing-files/:id": { request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}` }), expect: adminOnly(200) },
  "PATCH /api/v1/admin/closing-files/:id": {
    request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}`, body: { closing_date: "2026-12-18", closing_time: "14:30" } }),
    expect: adminOnly(200),
  },
  "POST /api/v1/admin/closing-files/:id/parties": {
    request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}/parties`, body: { role: "seller", name: "Matrix Seller" } }),
    expect: adminOnly(201),
  },
  "PATCH /api/v1/admin/closing-files/:id/parties/:partyId": {
    request: async (ctx) => {
      const { fileId, partyId } = await ownersParty(ctx);
      return { path: `${FILES}/${fileId}/parties/${partyId}`, body: { role: "listing_agent", name: "Matrix Agent", email: ctx.owner.email } };
    },
    expect: adminOnly(200),
  },
  "DELETE /api/v1/admin/closing-files/:id/parties/:partyId": {
    request: async (ctx) => {
      const { fileId, partyId } = await ownersParty(ctx);
      return { path: `${FILES}/${fileId}/parties/${partyId}` };
    },
    expect: adminOnly(204),
  },
  "POST /api/v1/admin/closing-files/:id/milestones": {
    request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}/milestones`, body: { milestone: "abstract_ordered", state: "done", date: "2026-11-20" } }),
    expect: adminOnly(200),
  },
  "GET /api/v1/admin/closing-files/:id/history": { request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}/history?limit=5` }), expect: adminOnly(200) },
  "POST /api/v1/admin/closing-files/:id/status-link": {
    request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}/status-link`, body: { send: false } }),
    expect: adminOnly(201),
  },
  "DELETE /api/v1/admin/closing-files/:id/status-link": {
    request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}/status-link` }),
    expect: adminOnly(204),
  },
};
