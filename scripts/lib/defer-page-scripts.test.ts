import { describe, expect, it } from "vitest";
import { dropModulePreloads, isPrerenderedPage } from "./defer-page-scripts.ts";

const head = [
  '<link rel="preload" href="/assets/inter-subset-x.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="stylesheet" href="/assets/root-x.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<script type="module" async="">import "/assets/manifest-1.js";import("/assets/entry.client-2.js");</script>',
].join("");

describe("dropModulePreloads", () => {
  it("removes every module preload and nothing else", () => {
    const out = dropModulePreloads(head);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('rel="preload" href="/assets/inter-subset-x.woff2"');
    expect(out).toContain('rel="stylesheet"');
    // The bootstrap that hydrates the page stays byte for byte (its hash is in the CSP).
    expect(out).toContain('<script type="module" async="">import "/assets/manifest-1.js";import("/assets/entry.client-2.js");</script>');
  });

  it.each([
    ["index.html", true],
    ["team/index.html", true],
    ["blog/summer-market-insights/index.html", true],
    ["__spa-fallback.html", false],
    ["sitemap.xml", false],
  ])("%s is a pre-rendered page: %s", (path, expected) => {
    expect(isPrerenderedPage(path)).toBe(expected);
  });
});
