import type { MetaDescriptor } from "react-router";
import { findSiteRoute } from "#core/site/routes.ts";
import { pageMeta } from "#app/lib/meta.ts";

/** Title, description and Open Graph tags of a process page, from the route table. */
export function routeMeta(path: string): MetaDescriptor[] {
  const route = findSiteRoute(path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return pageMeta({ title: route.title, description: route.description });
}
