/** The authorization matrix's rows for service-role admin API (issue 18). */
import type { MatrixRow } from "./authorization-matrix.ts";

export const AUTH_ADMIN_ROWS: Record<string, MatrixRow> = {};
