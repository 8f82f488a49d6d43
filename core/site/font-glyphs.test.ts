import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FALLBACK_GLYPHS, FONT_GLYPHS } from "./font-glyphs.ts";

/** Where page text comes from: blog Markdown, content modules and the components that render. */
const SOURCES = ["content/blog", "core/content", "core/site", "app"];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(md|ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("font subset", () => {
  it("carries every character our pages print (a new one goes into core/site/font-glyphs.ts)", () => {
    const allowed = new Set([...FONT_GLYPHS, ...FALLBACK_GLYPHS, "\n", "\r", "\t"]);
    const missing = new Map<string, string>();
    for (const file of SOURCES.flatMap(files)) {
      for (const ch of readFileSync(file, "utf8")) {
        if (!allowed.has(ch) && !missing.has(ch)) missing.set(ch, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it("keeps the basics: every printable ASCII character, non-breaking space, dashes and curly quotes", () => {
    for (let c = 0x20; c <= 0x7e; c++) expect(FONT_GLYPHS).toContain(String.fromCodePoint(c));
    for (const ch of "\u00a0–—‘’“”…©") expect(FONT_GLYPHS).toContain(ch);
  });
});
