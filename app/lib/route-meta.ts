import type { MetaDescriptor } from "react-router";
import { findSiteRoute } from "#core/site/routes.ts";
import { pageMeta } from "./meta.ts";

/** Title and description of a client-rendered route of the table, kept out of search results. */
export function accountRouteMeta(path: string): MetaDescriptor[] {
  const route = findSiteRoute(path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return pageMeta({ title: route.title, description: route.description, noindex: true });
}

/** The route table's heading and intro for a path (so the page and its meta agree). */
export function routeText(path: string): { heading: string; description: string } {
  const route = findSiteRoute(path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return { heading: route.heading, description: route.description };
}

/**
 * Title and description of a signed-in page that is not in the route table (a detail page such
 * as /clients/:id), kept out of search results like the rest of the portal.
 */
export function signedInRouteMeta(title: string, description: string): MetaDescriptor[] {
  return pageMeta({ title, description, noindex: true });
}
