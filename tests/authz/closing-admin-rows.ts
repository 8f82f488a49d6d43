/** The authorization matrix's rows for closing files: admin routes (issue 16). */
import { adminOnly } from "./admin-only.ts";
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { ownersFile } from "./closing-fixtures.ts";

const newFile = (ctx: MatrixContext) => ({
  property_address: "9 Matrix Way, Ames, IA 50010",
  county: "Story",
  kind: "cash",
  parties: [{ role: "buyer", name: "Matrix Buyer", email: `buyer-${ctx.unique()}@example.com` }],
});

export const CLOSING_ADMIN_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/admin/closing-files": { request: () => ({ path: "/api/v1/admin/closing-files?limit=5&state=open&q=elm" }), expect: adminOnly(200) },
  "POST /api/v1/admin/closing-files": { request: (ctx) => ({ path: "/api/v1/admin/closing-files", body: newFile(ctx) }), expect: adminOnly(201) },
  "POST /api/v1/admin/closing-files/:id/status-link": {
    request: async (ctx) => ({ path: `/api/v1/admin/closing-files/${await ownersFile(ctx)}/status-link`, body: { send: false } }),
    expect: adminOnly(201),
  },
  "DELETE /api/v1/admin/closing-files/:id/status-link": {
    request: async (ctx) => ({ path: `/api/v1/admin/closing-files/${await ownersFile(ctx)}/status-link` }),
    expect: adminOnly(204),
  },
};
