/**
 * One rule for every piece of text the product accepts, from a form field to a string deep inside
 * sign-up metadata: no control characters (C0, DEL and C1) but tab, line feed and carriage return,
 * and no unpaired UTF-16 surrogates. PostgreSQL refuses a NUL byte in `text` and `jsonb` outright, and the other
 * controls and broken surrogates are never typed by a person — they come from bots, bad copies
 * and encoding bugs. Deciding it here gives a 400 naming the field instead of a database error.
 */
import { z } from "zod";

export const UNSAFE_TEXT_MESSAGE = "Please remove the invisible control characters from this text";

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

/** A string that passes the rule; further checks and transforms chain on as on z.string(). */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });
}

/**
 * The path of the first string (a value or an object key) in a JSON value that breaks the rule,
 * or undefined when all of it is safe. For free-form JSON such as user metadata.
 */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === "string") return isSafeText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key];
      const found = findUnsafeText(inner, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Free-form JSON whose every string passes the rule; the issue points at the offending key. */
export function safeJsonRecord() {
  return z.record(z.string(), z.unknown()).superRefine((record, ctx) => {
    const path = findUnsafeText(record);
    if (path) ctx.addIssue({ code: "custom", message: UNSAFE_TEXT_MESSAGE, path });
  });
}

/**
 * Text we did not ask for and must keep anyway (a client's reply to a text, already signed by the
 * provider): the characters the rule refuses are removed rather than the text refused.
 */
const ALL_CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, "g");
const ALL_LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");

export function withoutUnsafeText(value: string): string {
  return value.replace(ALL_CONTROL_CHARACTERS, "").replace(ALL_LONE_SURROGATES, "");
}
