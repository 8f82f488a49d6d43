import { existsSync } from "node:fs";
import { ACCOUNT_ROUTES } from "../core/site/routes.ts";

/**
 * The module of each client-rendered route (relative to app/). Kept apart from routes.ts so a
 * unit test can check that every account route of the table has one.
 */
export const ACCOUNT_ROUTE_MODULES: Record<string, string> = {
  "/login": "routes/account/login.tsx",
  "/register": "routes/account/register.tsx",
  "/forgot-password": "routes/account/forgot-password.tsx",
  "/reset-password": "routes/account/reset-password.tsx",
  "/account/security": "routes/account/security.tsx",
  "/dashboard": "routes/portal/dashboard.tsx",
  "/clients": "routes/portal/clients.tsx",
  "/admin": "routes/admin/admin.tsx",
};

/**
 * Where a public page's own module lives, by convention: "/" → routes/public/home.tsx,
 * "/process-overview/title" → routes/public/process-overview--title.tsx.
 */
export function publicModuleFor(path: string): string {
  return `routes/public/${path === "/" ? "home" : path.slice(1).replaceAll("/", "--")}.tsx`;
}

/**
 * The module for a route of the table: its own for account routes, and for a public page the
 * file named for its path. Every page has its own content, so a missing file is a build error
 * rather than a page without content.
 */
export function moduleForPath(path: string, exists: (appRelative: string) => boolean = existsInApp): string {
  const own = ACCOUNT_ROUTE_MODULES[path];
  if (own) return own;
  if (ACCOUNT_ROUTES.some((r) => r.path === path)) throw new Error(`Account route ${path} has no module`);
  const pub = publicModuleFor(path);
  if (!exists(pub)) throw new Error(`Public route ${path} has no module: create app/${pub}`);
  return pub;
}

function existsInApp(appRelative: string): boolean {
  return existsSync(new URL(`./${appRelative}`, import.meta.url));
}
