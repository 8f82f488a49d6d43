/**
 * One fuzz case: which operation, which of its examples, one mutation of it, the token and a few
 * headers. Indices are taken modulo the operation's own counts when the request is built, so a
 * case is plain data (it prints as the counterexample) and any new operation is covered.
 */
import fc from "fast-check";
import { contentType, extraFieldName, jsonValue, oddPathPiece, oddString, pathTail, rawBody, type OddString, type RawBody } from "./odd-values.ts";
import { tokenPlan, type TokenPlan } from "./fuzz-tokens.ts";

export type Mutation =
  | { kind: "none" }
  | { kind: "extra-field"; name: string; value: unknown }
  | { kind: "missing-field"; pick: number }
  | { kind: "wrong-type"; pick: number; value: unknown }
  | { kind: "odd-string"; pick: number; odd: OddString }
  | { kind: "raw-body"; raw: RawBody }
  | { kind: "content-type"; value: string | undefined }
  | { kind: "query"; action: "odd-value" | "repeat" | "unknown-key" | "drop"; pick: number; odd: OddString; key: string }
  | { kind: "path"; action: "param" | "tail"; piece: string }
  | { kind: "method"; method: string };

export interface HeaderPlan {
  /** Send the body chunked, without Content-Length (size limits then have to count). */
  chunked?: boolean;
  acceptEncoding?: string;
  forwardedFor?: string;
  userAgent?: string;
  requestId?: string;
}

export interface FuzzCase {
  op: number;
  variant: number;
  /** Path parameters name the seeded rows (tests/fuzz/fuzz-fixtures.ts) rather than the documented examples. */
  realRows: boolean;
  mutation: Mutation;
  token: TokenPlan;
  headers: HeaderPlan;
}

/** An index into a short list (fields, examples), taken modulo its length; unbiased. */
const pick = fc.noBias(fc.nat(9_999));

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: "none" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("extra-field" as const), name: extraFieldName, value: jsonValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("missing-field" as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("wrong-type" as const), pick, value: jsonValue }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("odd-string" as const), pick, odd: oddString }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("raw-body" as const), raw: rawBody }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("content-type" as const), value: contentType }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("query" as const),
      action: fc.constantFrom("odd-value" as const, "repeat" as const, "unknown-key" as const, "drop" as const),
      pick,
      odd: oddString,
      key: fc.constantFrom("x", "to", "grant_type", "scope", "redirect_to", "__proto__", "a[b]", "%00", "", "a".repeat(500)),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.record({ kind: fc.constant("path" as const), action: fc.constant("param" as const), piece: oddPathPiece }),
      fc.record({ kind: fc.constant("path" as const), action: fc.constant("tail" as const), piece: pathTail }),
    ),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("method" as const), method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS") }) },
);

const headerPlan: fc.Arbitrary<HeaderPlan> = fc.record(
  {
    chunked: fc.boolean(),
    acceptEncoding: fc.constantFrom("gzip", "br", "deflate", "gzip, deflate, br", "identity", "*", "zstd", "gzip;q=0", ""),
    forwardedFor: fc.constantFrom("203.0.113.9", "::1", "unknown", "", " , ", "1.1.1.1, 2.2.2.2", "999.999.999.999", "' or 1=1 --", "\u00ff\u00fe", "a".repeat(2000)),
    userAgent: fc.constantFrom("", "curl/8.0", "\u00e9\u00ff", "x".repeat(4000)),
    requestId: fc.constantFrom("", "fuzz-1", "<script>", "x".repeat(300), "../../etc"),
  },
  { requiredKeys: [] },
);

/** Operations are picked uniformly: a new one gets its share without any weighting code. */
export const fuzzCase = (operationCount: number): fc.Arbitrary<FuzzCase> =>
  fc.record({
    op: fc.noBias(fc.integer({ min: 0, max: operationCount - 1 })),
    variant: pick,
    // Mostly real rows, so validation behind the lookup is reached; examples still test the 404s.
    realRows: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    mutation,
    token: tokenPlan,
    headers: headerPlan,
  });
