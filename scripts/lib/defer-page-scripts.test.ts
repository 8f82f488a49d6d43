import { describe, expect, it } from "vitest";
import { deferBootstrapToFirstPaint, dropModulePreloads, isPrerenderedPage } from "./defer-page-scripts.ts";

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
    // The status page's shell needs its scripts for anything beyond its loading state.
    ["status/_shell/index.html", false],
    ["sitemap.xml", false],
  ])("%s is a pre-rendered page: %s", (path, expected) => {
    expect(isPrerenderedPage(path)).toBe(expected);
  });
});

/** React Router 7's bootstrap of a pre-rendered page, as it writes it. */
const bootstrap = (routes: string) =>
  `<html><head><script type="module" async="">import "/assets/manifest-1.js";\n${routes}\n  \n  window.__reactRouterRouteModules = {"root":route0,"page-fsbo":route1};\n\nimport("/assets/entry.client-2.js");</script></head><body><h1>Selling on your own</h1></body></html>`;
const twoRoutes = 'import * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/fsbo-4.js";';

describe("deferBootstrapToFirstPaint", () => {
  const out = deferBootstrapToFirstPaint(bootstrap(twoRoutes));
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;

  it("starts the downloads in a task after the first frame, with no static import left", () => {
    expect(script.startsWith("requestAnimationFrame(function(){setTimeout(function(){")).toBe(true);
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(out).toContain("<h1>Selling on your own</h1>");
  });

  it("imports the same modules, binds the route modules by name, then sets the table and loads the entry", () => {
    expect(script).toContain('Promise.all([import("/assets/manifest-1.js"),import("/assets/root-3.js"),import("/assets/fsbo-4.js")])');
    expect(script).toContain("var route0=m[1],route1=m[2];");
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeLessThan(script.indexOf('import("/assets/entry.client-2.js")'));
  });

  it("runs in a browser's order: nothing before the frame, the route table before the entry", async () => {
    const calls: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const win: Record<string, unknown> = {};
    const run = new Function("requestAnimationFrame", "setTimeout", "importModule", "window", script.replaceAll("import(", "importModule("));
    run(
      (f: () => void) => frames.push(f),
      (f: () => void) => tasks.push(f),
      (url: string) => (calls.push(url), Promise.resolve({ url })),
      win,
    );
    expect(calls).toEqual([]);
    frames.shift()!();
    expect(calls).toEqual([]);
    tasks.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(["/assets/manifest-1.js", "/assets/root-3.js", "/assets/fsbo-4.js", "/assets/entry.client-2.js"]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-3.js" }, "page-fsbo": { url: "/assets/fsbo-4.js" } });
  });

  it("leaves a page it already rewrote as it is", () => {
    expect(deferBootstrapToFirstPaint(out)).toBe(out);
  });

  it.each([
    ["no bootstrap at all", "<html><body>no scripts</body></html>"],
    ["a bootstrap without imports", '<script type="module" async="">console.log(1)</script>'],
    ["an import form it does not know", bootstrap('import { a as route0 } from "/assets/root-3.js";')],
  ])("refuses %s, so a React Router change fails the build instead of shipping a page that never hydrates", (_, html) => {
    expect(() => deferBootstrapToFirstPaint(html)).toThrow();
  });
});
