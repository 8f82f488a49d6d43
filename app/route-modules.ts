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

/** The module for a route of the table: its own for account routes, the generic page otherwise. */
export function moduleForPath(path: string): string {
  const own = ACCOUNT_ROUTE_MODULES[path];
  if (own) return own;
  if (ACCOUNT_ROUTES.some((r) => r.path === path)) throw new Error(`Account route ${path} has no module`);
  return "routes/page.tsx";
}
