/**
 * The authorization matrix's rows for closing files: party routes (issue 16). The owner (the
 * matrix's agent) is the listing agent on ownersFile; nobody else is on it, administrators
 * included, and they get the 404 of a file that does not exist. The status page takes no account:
 * its token is the credential (tests/authz/closing-fixtures.ts presentedToken).
 */
import type { MatrixRow } from "./authorization-matrix.ts";
import { ownersFile, ownersLinks, presentedToken } from "./closing-fixtures.ts";
import { ownerOnly, signedIn, statusLinkOnly } from "./expected.ts";

const partiesOnly = ownerOnly;

export const CLOSING_PARTY_ROWS: Record<string, MatrixRow> = {
  // Each caller's own files (possibly none).
  "GET /api/v1/closing-files": { request: () => ({ path: "/api/v1/closing-files?limit=5" }), expect: signedIn(200) },
  "GET /api/v1/closing-files/:id": { request: async (ctx) => ({ path: `/api/v1/closing-files/${await ownersFile(ctx)}` }), expect: partiesOnly(200) },
  // Another file's link shows that file's page: a token names its file, so none names the owner's.
  "GET /api/v1/status/:token": {
    request: async (ctx) => ({ path: `/api/v1/status/${presentedToken(ctx, await ownersLinks(ctx))}` }),
    expect: statusLinkOnly(200, 200),
  },
};
