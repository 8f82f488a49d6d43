import type { AuthOperation } from "./auth-operation.ts";

/** The operations of this feature, spread into AUTH_OPERATIONS (tests/support/auth-operations.ts). */
export const SIGNING_KEY_OPERATIONS: readonly AuthOperation[] = [
  {
    method: "GET",
    path: "/.well-known/jwks.json",
    summary: "Public keys that verify access tokens (JWKS; empty with AUTH_JWT_SECRET)",
    jsonBody: false,
    auth: "none",
    examples: [{}],
  },
];
