/** The authorization matrix's rows for closing files: me routes (issue 16). */
import type { MatrixRow } from "./authorization-matrix.ts";

export const CLOSING_ME_ROWS: Record<string, MatrixRow> = {};
