/**
 * Turns a fuzz case into the bytes of an HTTP request, and works out from the request itself
 * (not from the mutation's name) whether the server must refuse it: a wrong method, a token that
 * cannot sign in where one is required, or a query or body that the declared schema rules out.
 */
import type { FuzzCase, Mutation } from "./fuzz-case.ts";
import type { FuzzOperation } from "./fuzz-operations.ts";
import { tokenAuthenticates, tokenLabel, authorizationHeader, type LiveSession } from "./fuzz-tokens.ts";
import { rawBytes, stringLeaves } from "./body-edits.ts";
import { bodyRefusal, decodeOrUndefined, queryRefusal } from "./must-refuse.ts";
import { oddTag, percentEncode, placeOdd } from "./odd-values.ts";
import { FORM_TYPE, encodeForm, exampleForm, formRefusal, mutateForm, type FormBody } from "./form-body.ts";

export interface BuiltRequest {
  op: FuzzOperation;
  method: string;
  /** As sent: path and query, percent-encoded. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Why a 2xx answer would be wrong; empty when the request is well-formed. */
  refusals: string[];
  /** What was done to the well-formed request, e.g. "odd-string:nul@email". */
  label: string;
  /** Send the body chunked (Transfer-Encoding) rather than with a Content-Length. */
  chunked: boolean;
}

const JSON_TYPE = "application/json";

/**
 * `rows` gives the path parameters that name real rows (tests/fuzz/fuzz-fixtures.ts), used when
 * the case asks for them.
 */
export function buildRequest(ops: FuzzOperation[], c: FuzzCase, session: LiveSession, rows?: (op: FuzzOperation) => Record<string, string>): BuiltRequest {
  const op = ops[c.op % ops.length]!;
  const variant = op.variants[c.variant % op.variants.length]!;
  const params = c.realRows && rows ? { ...variant.params, ...rows(op) } : variant.params;
  const draft: Draft = {
    method: op.method,
    path: fillPath(op.path, params),
    params,
    query: Object.entries(variant.query).map(([k, v]) => [percentEncode(k), percentEncode(v)]),
    body: variant.body === undefined ? undefined : structuredClone(variant.body),
    contentType: variant.body === undefined ? undefined : JSON_TYPE,
    label: c.mutation.kind,
    refusals: [],
    pathMutated: false,
  };
  if (variant.formSchema) {
    const form = exampleForm(variant.formSchema);
    draft.form = form;
    draft.contentType = FORM_TYPE;
    const label = mutateForm(form, c.mutation, (value) => void (draft.contentType = value));
    if (label) draft.label = label;
    else mutate(draft, op, c.mutation, ops);
  } else mutate(draft, op, c.mutation, ops);

  const bytes = draft.form ? encodeForm(draft.form) : (draft.bytes ?? (draft.body === undefined ? undefined : Buffer.from(JSON.stringify(draft.body))));
  const headers: Record<string, string> = {};
  if (draft.contentType !== undefined) headers["content-type"] = draft.contentType;
  const authorization = authorizationHeader(c.token, session);
  if (authorization !== undefined) headers.authorization = authorization;
  if (c.headers.acceptEncoding !== undefined) headers["accept-encoding"] = c.headers.acceptEncoding;
  if (c.headers.forwardedFor !== undefined) headers["x-forwarded-for"] = c.headers.forwardedFor;
  if (c.headers.userAgent !== undefined) headers["user-agent"] = c.headers.userAgent;
  if (c.headers.requestId !== undefined) headers["x-request-id"] = c.headers.requestId;

  const refusals = [...draft.refusals];
  // A mangled path may land on another route, whose rules are not this operation's.
  if (!draft.pathMutated) {
    if (op.auth === "required" && !tokenAuthenticates(c.token, session)) refusals.push(`no valid token (${tokenLabel(c.token)})`);
    const queryWhy = queryRefusal(op, draft.query);
    if (queryWhy) refusals.push(queryWhy);
    const bodyWhy = draft.form ? formRefusal(variant.formSchema!, draft.form) : bodyRefusal(op, variant.bodySchema, draft.contentType, bytes);
    if (bodyWhy) refusals.push(bodyWhy);
  }
  const query = draft.query.map(([k, v]) => `${k}=${v}`).join("&");
  return {
    op,
    method: draft.method,
    path: query ? `${draft.path}?${query}` : draft.path,
    headers,
    body: bytes,
    refusals,
    label: draft.label,
    chunked: !!c.headers.chunked,
  };
}

interface Draft {
  method: string;
  path: string;
  /** The path parameters the path was filled with. */
  params: Record<string, string>;
  /** Encoded key=value pairs, in order. */
  query: [string, string][];
  body?: Record<string, unknown>;
  /** Raw bytes instead of the JSON of `body`. */
  bytes?: Buffer;
  /** The multipart form of an operation that takes a file, instead of `body`. */
  form?: FormBody;
  contentType?: string;
  label: string;
  refusals: string[];
  pathMutated: boolean;
}

/** The path with its parameters, encoded; `raw` ones are inserted as they are. */
function fillPath(template: string, params: Record<string, string>, raw: Record<string, string> = {}): string {
  return template.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => raw[name] ?? percentEncode(params[name] ?? "x"));
}

function mutate(d: Draft, op: FuzzOperation, m: Mutation, ops: FuzzOperation[]): void {
  const fields = d.body ? Object.keys(d.body) : [];
  switch (m.kind) {
    case "none":
      return;
    case "extra-field":
      d.body ??= {};
      d.contentType ??= JSON_TYPE;
      // defineProperty, so "__proto__" is an own key (and sent) rather than a prototype change.
      Object.defineProperty(d.body, m.name, { value: m.value, enumerable: true, configurable: true, writable: true });
      d.label = "extra-field";
      return;
    case "missing-field": {
      if (!fields.length) return void (d.label = "none");
      const field = fields[m.pick % fields.length]!;
      delete d.body![field];
      d.label = `missing-field@${field}`;
      return;
    }
    case "wrong-type": {
      if (!fields.length) {
        d.bytes = Buffer.from(JSON.stringify(m.value));
        d.contentType ??= JSON_TYPE;
        return void (d.label = "raw-body:json");
      }
      const field = fields[m.pick % fields.length]!;
      d.body![field] = m.value;
      d.label = `wrong-type@${field}`;
      return;
    }
    case "odd-string": {
      const leaves = d.body ? stringLeaves(d.body) : [];
      if (leaves.length) {
        const leaf = leaves[m.pick % leaves.length]!;
        const value = placeOdd(leaf.get(), m.odd);
        leaf.set(value);
        return void (d.label = `odd-string:${oddTag(value)}@${leaf.name}`);
      }
      // No string in the body (or no body): the query takes it.
      return mutate(d, op, { kind: "query", action: "odd-value", pick: m.pick, odd: m.odd, key: "q" }, ops);
    }
    case "raw-body":
      d.contentType ??= JSON_TYPE;
      d.bytes = rawBytes(d.body ?? {}, m.raw);
      d.label = `raw-body:${m.raw.kind}`;
      return;
    case "content-type":
      d.body ??= {};
      d.contentType = m.value;
      d.label = `content-type:${m.value ?? "(none)"}`;
      return;
    case "query":
      return mutateQuery(d, op, m);
    case "path": {
      const before = d.path;
      const param = /:([A-Za-z0-9_]+)/.exec(op.path)?.[1];
      // An odd value for the first path parameter (as written: it is already escaped), else a tail.
      d.path = m.action === "param" && param ? fillPath(op.path, d.params, { [param]: m.piece }) : `${d.path}${m.action === "param" ? "/" : ""}${m.piece}`;
      // Stay inside the API: a path that normalises to a web page would only test the web routes.
      const normalised = new URL(d.path, "http://fuzz.invalid").pathname;
      if (!/^\/(api|auth)\//.test(normalised)) return void ((d.path = before), (d.label = "none"));
      d.pathMutated = true;
      d.label = `path:${m.action}`;
      return;
    }
    case "method": {
      const taken = new Set(ops.filter((o) => o.path === op.path).map((o) => o.method));
      const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
      const start = methods.indexOf(m.method);
      const method = [...methods.slice(start), ...methods.slice(0, start)].find((x) => !taken.has(x));
      if (!method) return void (d.label = "none");
      d.method = method;
      d.refusals.push(`${method} is not an operation of ${op.path}`);
      d.label = "method";
      return;
    }
  }
}

function mutateQuery(d: Draft, op: FuzzOperation, m: Extract<Mutation, { kind: "query" }>): void {
  const known = [...new Set([...Object.keys(op.querySchemas), ...d.query.map(([k]) => k)])];
  const key = known.length ? known[m.pick % known.length]! : m.key;
  const example = d.query.find(([k]) => k === key)?.[1] ?? "";
  const value = capEncoded(encodeQueryValue(placeOdd(decodeSafe(example), m.odd), m.odd.fragment.includes("%")));
  // Tagged by what the server decodes: "%00" written raw is a NUL.
  const tag = oddTag(decodeSafe(value));
  switch (m.action) {
    case "odd-value":
      d.query = [...d.query.filter(([k]) => k !== key), [percentEncode(key), value]];
      d.label = `query:odd-value:${tag}@${key}`;
      return;
    case "repeat":
      d.query = [...d.query, [percentEncode(key), example || "x"], [percentEncode(key), value]];
      d.label = `query:repeat@${key}`;
      return;
    case "unknown-key":
      d.query = [...d.query, [percentEncode(m.key), value]];
      d.label = `query:unknown-key:${tag}`;
      return;
    case "drop":
      if (!d.query.length) return void (d.label = "none");
      d.query = d.query.filter((_, i) => i !== m.pick % d.query.length);
      d.label = "query:drop";
      return;
  }
}

/**
 * Percent-encodes a query value. With `rawPercent` the fragment's own escapes (%00, %ff, %zz)
 * are sent as written, so the server has to decode them, invalid ones included.
 */
function encodeQueryValue(value: string, rawPercent: boolean): string {
  if (!rawPercent) return percentEncode(value);
  return [...value].map((ch) => (/[%A-Za-z0-9\-._~]/.test(ch) ? ch : percentEncode(ch))).join("");
}

function decodeSafe(value: string): string {
  return decodeOrUndefined(value) ?? value;
}

/** Query values stay short enough that the request line fits Node's 16 KB header limit. */
const MAX_QUERY_VALUE = 3_000;

function capEncoded(value: string): string {
  if (value.length <= MAX_QUERY_VALUE) return value;
  const cut = value.slice(0, MAX_QUERY_VALUE);
  // Never split an escape: "%E" or "%" at the very end would change what the test meant.
  return cut.replace(/%[0-9A-Fa-f]?$/, "");
}
