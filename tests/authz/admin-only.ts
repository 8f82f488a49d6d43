/** Expected statuses for admin data: only an administrator with a two-step-verified session. */
import type { Expected } from "./authorization-matrix.ts";

export const adminOnly = (status: number): Expected => ({ anon: 401, agent: 403, other: 403, lender: 403, admin1: 403, admin2: status });
