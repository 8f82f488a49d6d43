/** The authorization matrix's rows for closing files: admin routes (issue 16). */
import type { MatrixRow } from "./authorization-matrix.ts";

export const CLOSING_ADMIN_ROWS: Record<string, MatrixRow> = {};
