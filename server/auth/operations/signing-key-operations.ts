import type { AuthOperation } from "../auth-operations.ts";

/** The operations of this feature, spread into AUTH_OPERATIONS (server/auth/auth-operations.ts). */
export const SIGNING_KEY_OPERATIONS: readonly AuthOperation[] = [];
