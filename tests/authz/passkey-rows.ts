/** The authorization matrix's rows for passkeys (issue 18). */
import type { MatrixRow } from "./authorization-matrix.ts";

export const PASSKEY_ROWS: Record<string, MatrixRow> = {};
