import type { MetaDescriptor } from "react-router";
import { findSiteRoute, type SiteRoute } from "#core/site/routes.ts";
import { pageMeta } from "#app/lib/meta.ts";

/** The route table's entry for one of the offer pages (a missing entry is a build-time error). */
export function offerRoute(path: string): SiteRoute {
  const route = findSiteRoute(path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return route;
}

/** Title, description and Open Graph tags of an offer page, from the route table. */
export function offerMeta(path: string): MetaDescriptor[] {
  const { title, description } = offerRoute(path);
  return pageMeta({ title, description });
}
