import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { PUBLIC_ROUTES } from "#core/site/routes.ts";
import { moduleForPath } from "./route-modules.ts";

/** Stable route id for a fixed path: "/" → "page-home", "/process-overview/title" → "page-process-overview-title". */
function pageRouteId(path: string): string {
  return path === "/" ? "page-home" : `page${path.replaceAll("/", "-")}`;
}

/**
 * The public pages come from the route table in core/site/routes.ts, so the server, the
 * pre-renderer and the router agree on which paths exist (app/route-modules.ts finds each page's
 * module). The client-rendered pages are listed here. The server answers every path under
 * SIGNED_IN_PREFIXES (core/site/routes.ts) with the SPA shell, so a signed-in page is one route
 * file plus one line below (docs/decisions/009-signed-in-routes-and-layouts.md).
 */
export default [
  ...PUBLIC_ROUTES.map((r) =>
    r.path === "/"
      ? index(moduleForPath(r.path), { id: pageRouteId(r.path) })
      : route(r.path.slice(1), moduleForPath(r.path), { id: pageRouteId(r.path) }),
  ),
  route("blog/:slug", "routes/blog-post.tsx"),

  // Signing in and out of an account: client-rendered, open to everyone.
  route("login", "routes/account/login.tsx"),
  route("register", "routes/account/register.tsx"),
  route("forgot-password", "routes/account/forgot-password.tsx"),
  route("reset-password", "routes/account/reset-password.tsx"),

  // Signed-in pages: the portal layout checks the session once, shows the portal's navigation
  // and provides the data layer (TanStack Query) to every page inside it.
  layout("routes/portal/portal-layout.tsx", [
    route("dashboard", "routes/portal/dashboard.tsx"),
    route("clients", "routes/portal/clients.tsx"),
    route("clients/:id", "routes/portal/client.tsx"),
    route("transactions/:id", "routes/portal/transaction.tsx"),
    route("account/security", "routes/account/security.tsx"),
    route("account/notifications", "routes/account/notifications.tsx"),
    // Administrators only, with a two-step-verified session: checked once by the admin layout.
    layout("routes/admin/admin-layout.tsx", [
      route("admin", "routes/admin/admin.tsx"),
      route("admin/leads", "routes/admin/leads.tsx"),
      route("admin/leads/:id", "routes/admin/lead.tsx"),
      route("admin/service-requests", "routes/admin/service-requests.tsx"),
      route("admin/service-requests/:id", "routes/admin/service-request.tsx"),
      route("admin/users", "routes/admin/users.tsx"),
      route("admin/documents", "routes/admin/documents.tsx"),
      route("admin/messages", "routes/admin/messages.tsx"),
      route("admin/audit", "routes/admin/audit.tsx"),
      route("admin/closing-files", "routes/admin/closing-files.tsx"),
      route("admin/closing-files/new", "routes/admin/closing-file-new.tsx"),
      route("admin/closing-files/:id", "routes/admin/closing-file.tsx"),
      route("admin/requests", "routes/admin/requests.tsx"),
      route("admin/inbox", "routes/admin/inbox.tsx"),
      route("admin/wire-instructions", "routes/admin/wire-instructions.tsx"),
      // Retention (issue 33).
      route("admin/retention", "routes/admin/retention.tsx"),
      // An unknown admin address is checked like the rest before it says "not found".
      route("admin/*", "routes/not-found.tsx", { id: "admin-not-found" }),
    ]),
  ]),

  // A buyer's or seller's status page by link: no account, client-rendered, never indexed.
  route("status/:token", "routes/status/status-page.tsx"),

  // Anything else, including the pre-rendered /404 that the server returns with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
