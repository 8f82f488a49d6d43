/**
 * The authorization matrix's rows for closing files: party routes (issue 16). The owner (the
 * matrix's agent) is the listing agent on ownersFile; nobody else is on it, administrators
 * included, and they get the 404 of a file that does not exist. The status page takes no account:
 * its token is the credential, whoever sends it.
 */
import type { Expected, MatrixRow } from "./authorization-matrix.ts";
import { aStatusToken, ownersFile } from "./closing-fixtures.ts";

const everyone = (status: number): Expected => ({ anon: status, agent: status, other: status, lender: status, admin1: status, admin2: status });
const signedIn = (status: number): Expected => ({ ...everyone(status), anon: 401 });
const partiesOnly = (status: number): Expected => ({ anon: 401, agent: status, other: 404, lender: 404, admin1: 404, admin2: 404 });

export const CLOSING_PARTY_ROWS: Record<string, MatrixRow> = {
  // Each caller's own files (possibly none).
  "GET /api/v1/closing-files": { request: () => ({ path: "/api/v1/closing-files?limit=5" }), expect: signedIn(200) },
  "GET /api/v1/closing-files/:id": { request: async (ctx) => ({ path: `/api/v1/closing-files/${await ownersFile(ctx)}` }), expect: partiesOnly(200) },
  "GET /api/v1/status/:token": { request: async (ctx) => ({ path: `/api/v1/status/${await aStatusToken(ctx)}` }), expect: everyone(200) },
};
