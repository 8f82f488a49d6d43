/** Editing a JSON body: its string values (nested ones too), and bodies that are not JSON at all. */
import type { RawBody } from "./odd-values.ts";

export interface Leaf {
  name: string;
  get(): string;
  set(value: string): void;
}

/** Every string in the body, nested ones included (`data.account_type`). */
export function stringLeaves(node: Record<string, unknown> | unknown[], prefix = ""): Leaf[] {
  const leaves: Leaf[] = [];
  const entries = Array.isArray(node) ? node.map((v, i) => [String(i), v] as const) : Object.entries(node);
  for (const [key, value] of entries) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") {
      leaves.push({ name, get: () => value, set: (v) => void ((node as Record<string, unknown>)[key] = v) });
    } else if (value && typeof value === "object") {
      leaves.push(...stringLeaves(value as Record<string, unknown>, name));
    }
  }
  return leaves;
}

const BAD_UTF8_MARK = "FUZZ_BAD_UTF8";

/** The bytes of a body that replaces the well-formed one. */
export function rawBytes(body: Record<string, unknown>, raw: RawBody): Buffer {
  switch (raw.kind) {
    case "text":
      return Buffer.from(raw.text, "utf8");
    case "truncated": {
      const json = JSON.stringify(body);
      return Buffer.from(json.slice(0, raw.at % Math.max(1, json.length)), "utf8");
    }
    case "bytes":
      return Buffer.from(raw.bytes);
    case "bad-utf8-in-string": {
      const copy = structuredClone(body);
      const leaves = stringLeaves(copy);
      if (leaves.length) leaves[0]!.set(`${leaves[0]!.get()}${BAD_UTF8_MARK}`);
      else copy.x = BAD_UTF8_MARK;
      const [head, tail] = JSON.stringify(copy).split(BAD_UTF8_MARK);
      return Buffer.concat([Buffer.from(head!), Buffer.from(raw.bytes), Buffer.from(tail!)]);
    }
    case "json":
      return Buffer.from(JSON.stringify(raw.value));
  }
}
