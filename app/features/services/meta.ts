import type { MetaDescriptor } from "react-router";
import { routeText } from "#app/lib/route-meta.ts";
import { findSiteRoute } from "#core/site/routes.ts";
import { pageMeta } from "#app/lib/meta.ts";

/** Title, description and Open Graph tags of a service page, from the route table. */
export function serviceMeta(path: string): MetaDescriptor[] {
  const route = findSiteRoute(path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return pageMeta({ title: route.title, description: routeText(path).description });
}
