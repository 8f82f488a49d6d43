import type { AuthOperation } from "../auth-operations.ts";

/** The operations of this feature, spread into AUTH_OPERATIONS (server/auth/auth-operations.ts). */
export const PASSKEY_OPERATIONS: readonly AuthOperation[] = [];
