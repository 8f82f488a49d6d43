/** The authorization matrix's rows for the admin pipeline routes (server/api/admin/pipeline). */
import { adminOnly } from "./expected.ts";
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";

/** A lead sent through the contact form, one per row. */
function aLead(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const body = { name: "Matrix Lead", email: `lead-${ctx.unique()}@example.com`, message: "Can you close in Ames on the 18th?" };
    const res = await ctx.client.call("POST", "/api/v1/leads", { body });
    if (res.status !== 201) throw new Error(`could not send a lead: ${res.status} ${res.text}`);
    return res.json.id as string;
  });
}

/** A service request sent through the Get Started form, one per row. */
function aServiceRequest(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const body = { service_type: "title", name: "Matrix Requester", email: `sr-${ctx.unique()}@example.com`, phone: "(319) 555-0142" };
    const res = await ctx.client.call("POST", "/api/v1/service-requests", { body });
    if (res.status !== 201) throw new Error(`could not send a service request: ${res.status} ${res.text}`);
    return res.json.id as string;
  });
}

export const ADMIN_PIPELINE_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/admin/leads": { request: () => ({ path: "/api/v1/admin/leads?limit=5&status=new&q=matrix&sort=name" }), expect: adminOnly(200) },
  "GET /api/v1/admin/leads.csv": { request: () => ({ path: "/api/v1/admin/leads.csv?status=new&q=matrix" }), expect: adminOnly(200) },
  "GET /api/v1/admin/leads/:id": { request: async (ctx) => ({ path: `/api/v1/admin/leads/${await aLead(ctx)}` }), expect: adminOnly(200) },
  "PATCH /api/v1/admin/leads/:id": {
    request: async (ctx) => ({ path: `/api/v1/admin/leads/${await aLead(ctx)}`, body: { status: "contacted" } }),
    expect: adminOnly(200),
  },
  "GET /api/v1/admin/service-requests": {
    request: () => ({ path: "/api/v1/admin/service-requests?limit=5&status=new&q=matrix&sort=oldest" }),
    expect: adminOnly(200),
  },
  "GET /api/v1/admin/service-requests.csv": {
    request: () => ({ path: "/api/v1/admin/service-requests.csv?sort=name_desc" }),
    expect: adminOnly(200),
  },
  "GET /api/v1/admin/service-requests/:id": {
    request: async (ctx) => ({ path: `/api/v1/admin/service-requests/${await aServiceRequest(ctx)}` }),
    expect: adminOnly(200),
  },
  "PATCH /api/v1/admin/service-requests/:id": {
    request: async (ctx) => ({ path: `/api/v1/admin/service-requests/${await aServiceRequest(ctx)}`, body: { status: "qualified" } }),
    expect: adminOnly(200),
  },
  // Issue 29: owner, notes, replies (both kinds), a lead's conversion and the staff list.
  "GET /api/v1/admin/staff": { request: () => ({ path: "/api/v1/admin/staff" }), expect: adminOnly(200) },
  "PUT /api/v1/admin/leads/:id/owner": {
    request: async (ctx) => ({ path: `/api/v1/admin/leads/${await aLead(ctx)}/owner`, body: { owner_id: null } }),
    expect: adminOnly(200),
  },
  "POST /api/v1/admin/leads/:id/notes": {
    request: async (ctx) => ({ path: `/api/v1/admin/leads/${await aLead(ctx)}/notes`, body: { body: "Called back; wants the 18th." } }),
    expect: adminOnly(201),
  },
  "POST /api/v1/admin/leads/:id/replies": {
    request: async (ctx) => ({ path: `/api/v1/admin/leads/${await aLead(ctx)}/replies`, body: { subject: "Your closing", content: "We can close on the 18th." } }),
    expect: adminOnly(201),
  },
  "POST /api/v1/admin/leads/:id/service-request": {
    request: async (ctx) => ({ path: `/api/v1/admin/leads/${await aLead(ctx)}/service-request`, body: { service_type: "digital-cash" } }),
    expect: adminOnly(201),
  },
  "PUT /api/v1/admin/service-requests/:id/owner": {
    request: async (ctx) => ({ path: `/api/v1/admin/service-requests/${await aServiceRequest(ctx)}/owner`, body: { owner_id: null } }),
    expect: adminOnly(200),
  },
  "POST /api/v1/admin/service-requests/:id/notes": {
    request: async (ctx) => ({ path: `/api/v1/admin/service-requests/${await aServiceRequest(ctx)}/notes`, body: { body: "Title ordered." } }),
    expect: adminOnly(201),
  },
  "POST /api/v1/admin/service-requests/:id/replies": {
    request: async (ctx) => ({
      path: `/api/v1/admin/service-requests/${await aServiceRequest(ctx)}/replies`,
      body: { subject: "Your request", content: "We have your request and will call you today." },
    }),
    expect: adminOnly(201),
  },
};
