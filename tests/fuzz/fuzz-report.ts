/**
 * What the fuzzer tells a person: failures grouped by what went wrong where (one counterexample
 * each, with the command that replays it), and how each operation answered and how long it took.
 */
import type { BuiltRequest } from "./build-request.ts";
import { operationId } from "./fuzz-operations.ts";
import type { HttpResponse } from "./http-client.ts";
import { tokenAuthenticates, tokenLabel, type TokenPlan } from "./fuzz-tokens.ts";

export interface Failure {
  key: string;
  count: number;
  /** fast-check's path of the batch of the first case that failed this way (FUZZ_PATH). */
  path: number;
  why: string;
  request: BuiltRequest;
  response: HttpResponse;
}

export class FuzzReport {
  readonly failures = new Map<string, Failure>();
  private readonly byOperation = new Map<string, { statuses: Map<number, number>; ms: number; count: number }>();

  record(path: number, req: BuiltRequest, res: HttpResponse, token: TokenPlan, why: string | undefined): void {
    const id = operationId(req.op);
    const stats = this.byOperation.get(id) ?? { statuses: new Map(), ms: 0, count: 0 };
    stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
    stats.ms += res.ms;
    stats.count += 1;
    this.byOperation.set(id, stats);
    if (!why) return;
    // One group per operation, likely cause and kind of failure. Where the operation needs a
    // token and got a bad one, the token is the likely cause, whatever else was mutated; the
    // field is left out so a NUL in each of five fields is one finding, not five.
    const cause = req.op.auth === "required" && !tokenAuthenticates(token, { kind: req.op.serviceRole ? "service_role" : "user" }) ? `token ${tokenLabel(token)}` : req.label.replace(/@.*$/, "");
    const key = `${id} | ${cause} | ${why.replace(/ \(.*$/, "").slice(0, 80)}`;
    const known = this.failures.get(key);
    if (known) known.count += 1;
    else this.failures.set(key, { key, count: 1, path, why, request: req, response: res });
  }

  statsTable(): string {
    const rows = [...this.byOperation.entries()].sort(([a], [b]) => a.localeCompare(b));
    return rows
      .map(([id, s]) => {
        const statuses = [...s.statuses.entries()].sort(([a], [b]) => a - b).map(([st, n]) => `${st}×${n}`).join(" ");
        return `  ${id.padEnd(42)} ${String(s.count).padStart(5)} req  avg ${(s.ms / s.count).toFixed(1).padStart(6)} ms  ${statuses}`;
      })
      .join("\n");
  }

  failureReport(seed: number, concurrency: number): string {
    return [...this.failures.values()]
      .map((f, i) =>
        [
          `#${i + 1} ${f.key}  (${f.count}×)`,
          `  why: ${f.why}`,
          `  replay: FUZZ_SEED=${seed} FUZZ_PATH=${f.path} npx vitest run --project db tests/fuzz/api-fuzz.db.test.ts` +
            (concurrency === 4 ? "" : ` (with FUZZ_CONCURRENCY=${concurrency})`),
          indent(formatRequest(f.request)),
          indent(formatResponse(f.response)),
        ].join("\n"),
      )
      .join("\n\n");
  }
}

export function formatRequest(req: BuiltRequest): string {
  const lines = [`request: ${req.method} ${preview(req.path, 300)}  [${req.label}]`];
  for (const [k, v] of Object.entries(req.headers)) lines.push(`  ${k}: ${preview(v, 160)}`);
  const token = req.headers.authorization && tokenSummary(req.headers.authorization);
  if (token) lines.push(`  token: ${preview(token, 400)}`);
  if (req.body) lines.push(`  body (${req.body.length} bytes${req.chunked ? ", chunked" : ""}): ${preview(bodyText(req.body), 400)}`);
  if (req.refusals.length) lines.push(`  must be refused: ${req.refusals.join("; ")}`);
  return lines.join("\n");
}

export function formatResponse(res: HttpResponse): string {
  if (res.error) return `response: none (${res.error}) after ${res.ms} ms`;
  const type = res.headers["content-type"] ?? "";
  return `response: ${res.status} ${type} after ${res.ms} ms\n  ${preview(res.text, 600)}`;
}

/** Printable: JSON-escaped, invisible characters too (U+0085, U+200B, U+2028...), shortened. */
function preview(text: string, max: number): string {
  const escaped = JSON.stringify(text)
    .slice(1, -1)
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
  return escaped.length > max ? `${escaped.slice(0, max)}… (${text.length} characters)` : escaped;
}

/** The body as text where it is UTF-8, else its bytes in hex (raw-byte bodies stay readable). */
function bodyText(body: Buffer): string {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(body);
  return text.includes("\ufffd") ? `<bytes ${body.subarray(0, 200).toString("hex")}> as text: ${text}` : text;
}

/** The claims that decide a token's fate, decoded, so a mangled one reads as what it is. */
function tokenSummary(authorization: string): string | undefined {
  const [header, payload] = (authorization.split(" ").pop() ?? "").split(".");
  try {
    const h = JSON.parse(Buffer.from(header ?? "", "base64url").toString()) as Record<string, unknown>;
    const p = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<string, unknown>;
    const pick = Object.fromEntries(["session_id", "sub", "aud", "iss", "iat", "exp", "nbf"].map((k) => [k, p[k] ?? "(absent)"]));
    return JSON.stringify({ alg: h.alg, ...(h.crit ? { crit: h.crit } : {}), ...pick });
  } catch {
    return undefined;
  }
}

const indent = (text: string) => text.replace(/^/gm, "  ");
