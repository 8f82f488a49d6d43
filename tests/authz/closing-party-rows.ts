/** The authorization matrix's rows for closing files: party routes (issue 16). */
import type { MatrixRow } from "./authorization-matrix.ts";

export const CLOSING_PARTY_ROWS: Record<string, MatrixRow> = {};
