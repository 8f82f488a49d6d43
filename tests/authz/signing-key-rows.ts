/** The authorization matrix's rows for signing keys and JWKS (issue 18). */
import type { MatrixRow } from "./authorization-matrix.ts";
import { everyone } from "./expected.ts";

export const SIGNING_KEY_ROWS: Record<string, MatrixRow> = {
  // Public keys are for anyone who verifies our tokens: the same answer with or without a token.
  "GET /auth/v1/.well-known/jwks.json": {
    request: () => ({ path: "/auth/v1/.well-known/jwks.json" }),
    expect: everyone(200),
  },
};
