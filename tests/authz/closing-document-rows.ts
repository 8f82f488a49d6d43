/** The authorization matrix's rows for closing files: document routes (issue 16). */
import type { MatrixRow } from "./authorization-matrix.ts";

export const CLOSING_DOCUMENT_ROWS: Record<string, MatrixRow> = {};
