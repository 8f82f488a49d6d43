import { existsSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { ACCOUNT_ROUTES, PUBLIC_ROUTES, classifyPath } from "#core/site/routes.ts";
import { moduleForPath, publicModuleFor } from "./route-modules.ts";
import routes from "./routes.ts";

/** Every route of app/routes.ts with its full path ("" for layouts) and module. */
function flatten(entries: RouteConfigEntry[], parent = ""): { path: string | null; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : entry.path ? `${parent}/${entry.path}` : null;
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path ?? parent)];
  });
}

const all = flatten(routes);

describe("route modules", () => {
  it("gives every route an existing module", () => {
    for (const { file } of all) expect(existsSync(join(import.meta.dirname, file)), file).toBe(true);
  });

  it("routes every account page of the route table", () => {
    const paths = all.map((r) => r.path);
    for (const { path } of ACCOUNT_ROUTES) expect(paths, path).toContain(path);
  });

  it("puts each client-rendered route where the server answers with the app shell, not a 404", () => {
    // Public pages, sign-in and registration are pre-rendered files, not the shell.
    const publicPaths = new Set([...PUBLIC_ROUTES, ...ACCOUNT_ROUTES].filter((r) => r.render === "prerender").map((r) => r.path));
    const clientRoutes = all.filter(
      (r): r is { path: string; file: string } =>
        r.path !== null && !publicPaths.has(r.path) && r.path !== "/*" && !r.path.startsWith("/blog/"),
    );
    expect(clientRoutes.length).toBeGreaterThan(5);
    for (const { path } of clientRoutes) {
      const example = path.replace(/:[^/]+/g, "abc-123").replace(/\*$/, "x/y");
      expect(classifyPath(example), path).toEqual({ kind: "client" });
    }
  });

  it.each([
    ["/", "routes/public/home.tsx"],
    ["/team", "routes/public/team.tsx"],
    ["/process-overview/title", "routes/public/process-overview--title.tsx"],
  ])("a public page %s has its own module at %s", (path, file) => {
    expect(publicModuleFor(path)).toBe(file);
    expect(moduleForPath(path, (f) => f === file)).toBe(file);
    expect(() => moduleForPath(path, () => false)).toThrow(`Public route ${path} has no module: create app/${file}`);
  });

  it("has a module of its own for every public page", () => {
    for (const route of PUBLIC_ROUTES) {
      const own = publicModuleFor(route.path);
      expect(existsSync(join(import.meta.dirname, own)), own).toBe(true);
      expect(moduleForPath(route.path)).toBe(own);
    }
  });
});
