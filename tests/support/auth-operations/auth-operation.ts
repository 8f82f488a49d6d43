/** What the tests know of one /auth/v1 operation (tests/support/auth-operations.ts lists them). */
export type AuthMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface AuthExample {
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON object body the route accepts (it may still fail on state, e.g. an unknown code). */
  body?: Record<string, unknown>;
  /** Body fields whose absence is refused (400) for this example. */
  required?: string[];
}

export interface AuthOperation {
  method: AuthMethod;
  /** Hono path below /auth/v1, e.g. "/factors/:id/verify". */
  path: string;
  summary: string;
  /**
   * Reads a JSON object body (server/auth/request.ts): anything else that is not empty, such as
   * broken JSON, an array or raw bytes, is refused with 400 bad_json. Other routes ignore the body.
   */
  jsonBody: boolean;
  /**
   * "bearer": needs a valid access token whose session still exists (authenticate.ts);
   * "service_role": needs the service-role key (`npm run admin -- service-key`).
   */
  auth: "bearer" | "service_role" | "none";
  /** Query parameters that accept only these values; any other value is refused. */
  strictQuery?: Record<string, readonly string[]>;
  /** Well-formed requests, the starting points for fuzzing. */
  examples: AuthExample[];
  /** Slow by design: hashes or verifies a password (argon2id), or queues an e-mail. */
  cost?: "argon2" | "email";
}
