/**
 * The fuzzer's assertions about one answer. The rules hold for any request, well-formed or not:
 * - never a 5xx, and always an answer;
 * - a 4xx is in its API's error shape: the data API's {code: snake_case, message}, the auth
 *   API's GoTrue {code: <status>, error_code: snake_case, msg};
 * - a 2xx only for a request the declared contract accepts (BuiltRequest.refusals is empty);
 * - a JSON content type carries JSON, and a redirect says where to.
 */
import type { BuiltRequest } from "./build-request.ts";
import type { HttpResponse } from "./http-client.ts";

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** What is wrong with `res` as the answer to `req`, or undefined when nothing is. */
export function judge(req: BuiltRequest, res: HttpResponse): string | undefined {
  if (res.error) return `no complete answer: ${res.error}`;
  const { status } = res;
  if (status >= 500) return `${status}: a server error`;
  if (/json/i.test(res.headers["content-type"] ?? "") && res.text !== "" && res.json === undefined) {
    return `${status}: the body is not the JSON its content type says`;
  }
  if (status >= 400) return errorShape(req, res);
  if (status >= 300) return res.headers.location ? undefined : `${status}: a redirect without Location`;
  if (status >= 200 && req.refusals.length) return `${status}: accepted although ${req.refusals.join("; ")}`;
  if (status < 200) return `${status}: not a final status`;
  return undefined;
}

function errorShape(req: BuiltRequest, res: HttpResponse): string | undefined {
  const body = res.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object" || Array.isArray(body)) return `${res.status}: the error is not a JSON object`;
  // Which API answers depends on where the (normalised) path lands, not on the operation.
  const pathname = new URL(req.path, "http://fuzz.invalid").pathname;
  if (pathname.startsWith("/auth/")) {
    if (typeof body.error_code !== "string" || !SNAKE.test(body.error_code)) return `${res.status}: no snake_case error_code`;
    if (body.code !== res.status) return `${res.status}: code ${JSON.stringify(body.code)} is not the status`;
    if (typeof body.msg !== "string" || !body.msg) return `${res.status}: no msg`;
    return undefined;
  }
  if (typeof body.code !== "string" || !SNAKE.test(body.code)) return `${res.status}: no snake_case code`;
  if (typeof body.message !== "string" || !body.message) return `${res.status}: no message`;
  return undefined;
}
