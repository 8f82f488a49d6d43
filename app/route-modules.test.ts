import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ACCOUNT_ROUTES, PUBLIC_ROUTES } from "../core/site/routes.ts";
import { ACCOUNT_ROUTE_MODULES, moduleForPath, publicModuleFor } from "./route-modules.ts";

describe("route modules", () => {
  it("gives every account route its own existing module, and nothing else", () => {
    expect(Object.keys(ACCOUNT_ROUTE_MODULES).sort()).toEqual(ACCOUNT_ROUTES.map((r) => r.path).sort());
    for (const file of Object.values(ACCOUNT_ROUTE_MODULES)) {
      expect(existsSync(join(import.meta.dirname, file)), file).toBe(true);
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
    expect(moduleForPath("/dashboard")).toBe("routes/portal/dashboard.tsx");
  });
});
