/** The authorization matrix's rows for the admin pipeline routes (server/api/admin/pipeline). */
import type { MatrixRow } from "./authorization-matrix.ts";

export const ADMIN_PIPELINE_ROWS: Record<string, MatrixRow> = {};
