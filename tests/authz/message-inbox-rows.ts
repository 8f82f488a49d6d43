/**
 * The authorization matrix's rows for staff's inbox of waiting conversations (issue 31,
 * docs/messages-contract.md): administrators at aal2 only; everyone else 403, no account 401.
 */
import type { MatrixRow } from "./authorization-matrix.ts";
import { adminOnly } from "./expected.ts";

export const MESSAGE_INBOX_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/admin/messages/inbox": { request: () => ({ path: "/api/v1/admin/messages/inbox?limit=5&q=elm" }), expect: adminOnly(200) },
  "GET /api/v1/admin/messages/inbox/count": { request: () => ({ path: "/api/v1/admin/messages/inbox/count" }), expect: adminOnly(200) },
};
