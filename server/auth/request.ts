/**
 * Reading auth requests: a JSON object body checked against a zod schema. Failures become GoTrue
 * errors (bad_json, validation_failed) rather than the data API's shape.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { clientIp } from "../http/client-ip.ts";
import type { Services } from "../services.ts";
import { badJson, validationFailed } from "./auth-error.ts";
import type { ClientMeta } from "./sessions.queries.ts";

export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown = {};
  const text = await c.req.text();
  if (text.trim() !== "") {
    try {
      raw = JSON.parse(text);
    } catch {
      throw badJson();
    }
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw badJson();
  // auth-js sends absent options as null (e.g. "code_challenge": null); GoTrue reads them as unset.
  // Every string is checked by the one rule for text (core/validation/safe-text.ts), in the schema.
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join(".");
    throw validationFailed(field ? `${field}: ${issue.message}` : issue.message);
  }
  return parsed.data;
}

export function clientMeta(ctx: Services, c: Context): ClientMeta {
  return { ip: clientIp(c, ctx.config.TRUST_PROXY), userAgent: c.req.header("user-agent") };
}
