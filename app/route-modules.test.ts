import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ACCOUNT_ROUTES, PUBLIC_ROUTES } from "../core/site/routes.ts";
import { ACCOUNT_ROUTE_MODULES, moduleForPath } from "./route-modules.ts";

describe("route modules", () => {
  it("gives every account route its own existing module, and nothing else", () => {
    expect(Object.keys(ACCOUNT_ROUTE_MODULES).sort()).toEqual(ACCOUNT_ROUTES.map((r) => r.path).sort());
    for (const file of Object.values(ACCOUNT_ROUTE_MODULES)) {
      expect(existsSync(join(import.meta.dirname, file)), file).toBe(true);
    }
  });

  it("serves public pages through the generic page module for now", () => {
    for (const route of PUBLIC_ROUTES) expect(moduleForPath(route.path)).toBe("routes/page.tsx");
    expect(moduleForPath("/dashboard")).toBe("routes/portal/dashboard.tsx");
  });
});
