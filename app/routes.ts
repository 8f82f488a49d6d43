import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { SITE_ROUTES } from "../core/site/routes.ts";
import { moduleForPath } from "./route-modules.ts";

/** Stable route id for a fixed path: "/" → "page-home", "/process-overview/title" → "page-process-overview-title". */
function pageRouteId(path: string): string {
  return path === "/" ? "page-home" : `page${path.replaceAll("/", "-")}`;
}

/**
 * Built from the route table in core/site/routes.ts, so the server, the pre-renderer and the
 * router agree on which paths exist. Every page has its own module (app/route-modules.ts).
 */
export default [
  ...SITE_ROUTES.map((r) =>
    r.path === "/"
      ? index(moduleForPath(r.path), { id: pageRouteId(r.path) })
      : route(r.path.slice(1), moduleForPath(r.path), { id: pageRouteId(r.path) }),
  ),
  route("blog/:slug", "routes/blog-post.tsx"),
  // Anything else, including the pre-rendered /404 that the server returns with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
