/**
 * The authorization matrix's rows for retention (issue 33; server/api/admin/retention/): admin
 * data at aal2. The policy written is the defaults, so the matrix's other rows see the policy
 * they would without it; "Run now" disposes of nothing the matrix made (nothing of it is old).
 */
import type { MatrixRow } from "./authorization-matrix.ts";
import { adminOnly } from "./expected.ts";
import { DEFAULT_RETENTION_POLICY } from "#core/retention/retention-policy.ts";

export const RETENTION_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/admin/retention": { request: () => ({ path: "/api/v1/admin/retention" }), expect: adminOnly(200) },
  "GET /api/v1/admin/retention/due": { request: () => ({ path: "/api/v1/admin/retention/due?kind=documents" }), expect: adminOnly(200) },
  "PUT /api/v1/admin/retention/policy": { request: () => ({ path: "/api/v1/admin/retention/policy", body: DEFAULT_RETENTION_POLICY }), expect: adminOnly(200) },
  "POST /api/v1/admin/retention/run": { request: () => ({ path: "/api/v1/admin/retention/run" }), expect: adminOnly(200) },
};
