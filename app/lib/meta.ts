import type { MetaDescriptor } from "react-router";
import { SITE } from "../../core/site/settings.ts";

/** "{title} | Heartland Closing Co." */
export function documentTitle(title: string): string {
  return `${title} | ${SITE.brand}`;
}

/** Title, description and Open Graph tags of a page. */
export function pageMeta({
  title,
  description,
  noindex = false,
}: {
  title: string;
  description: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const full = documentTitle(title);
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE.brand },
    { property: "og:locale", content: "en_US" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
