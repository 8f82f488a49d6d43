/**
 * Every operation that may be sent a body, except the multipart uploads (which stream under their
 * own 25 MB cap), is sent a well-formed JSON body just over the JSON limit, once with
 * Content-Length and once chunked, by a caller it would otherwise accept: the answer must be 413
 * in its API's shape (server/http/body-limit.ts), never the body read.
 */
import { BODY_LIMITS } from "#server/http/body-limit.ts";
import { buildRequest, type BuiltRequest } from "./build-request.ts";
import type { FuzzCase } from "./fuzz-case.ts";
import type { FuzzOperation } from "./fuzz-operations.ts";
import type { LiveSession } from "./fuzz-tokens.ts";
import type { HttpResponse } from "./http-client.ts";
import { judge } from "./judge.ts";

/** Over every route kind's limit; a JSON object, so nothing but its size is wrong. */
const OVERSIZED = Buffer.from(JSON.stringify({ padding: "x".repeat(Math.max(...Object.values(BODY_LIMITS)) + 1024) }));

export function oversizedRequests(
  ops: FuzzOperation[],
  callerFor: (c: FuzzCase) => LiveSession,
  rows: (op: FuzzOperation) => Record<string, string>,
): BuiltRequest[] {
  const requests: BuiltRequest[] = [];
  ops.forEach((op, index) => {
    if (op.method === "GET" || op.bodyReader === "multipart") return;
    for (const chunked of [false, true]) {
      const c: FuzzCase = { op: index, variant: 0, realRows: true, mutation: { kind: "none" }, token: { kind: "valid", scheme: "Bearer" }, headers: { chunked } };
      const req = buildRequest(ops, c, callerFor(c), rows);
      requests.push({
        ...req,
        headers: { ...req.headers, "content-type": "application/json" },
        body: OVERSIZED,
        chunked,
        refusals: ["the body is over the limit"],
        label: `oversized${chunked ? ", chunked" : ""}`,
      });
    }
  });
  return requests;
}

/** What is wrong with the answer to an oversized body, or undefined. */
export function judgeOversized(req: BuiltRequest, res: HttpResponse): string | undefined {
  const general = judge(req, res);
  if (general) return general;
  if (res.status !== 413) return `${res.status} to a body over the limit (expected 413)`;
  const body = res.json as Record<string, unknown>;
  const code = req.op.api === "auth" ? body.error_code : body.code;
  const expected = req.op.api === "auth" ? "request_too_large" : "payload_too_large";
  return code === expected ? undefined : `413 with code ${JSON.stringify(code)} (expected ${expected})`;
}
