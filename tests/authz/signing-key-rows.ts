/** The authorization matrix's rows for signing keys and JWKS (issue 18). */
import type { MatrixRow } from "./authorization-matrix.ts";

export const SIGNING_KEY_ROWS: Record<string, MatrixRow> = {};
