/** The authorization matrix's rows for the admin people routes (server/api/admin/people). */
import type { MatrixRow } from "./authorization-matrix.ts";

export const ADMIN_PEOPLE_ROWS: Record<string, MatrixRow> = {};
