import type { MetaDescriptor } from "react-router";
import { OG_IMAGE, absoluteUrl } from "#core/site/seo.ts";
import { SITE } from "#core/site/settings.ts";

/** "{title} | Heartland Closing Co." */
export function documentTitle(title: string): string {
  return `${title} | ${SITE.brand}`;
}

/** An image for link previews; a root-relative path is made absolute from SITE_ORIGIN. */
export interface PreviewImage {
  path: string;
  width: number;
  height: number;
  alt: string;
  type?: string;
}

/**
 * Title, description, Open Graph and Twitter card tags of a page. The canonical URL and og:url
 * come from the layout (app/components/layout/seo-head.tsx), which knows the current path.
 */
export function pageMeta({
  title,
  description,
  noindex = false,
  image = OG_IMAGE,
  type = "website",
}: {
  title: string;
  description: string;
  noindex?: boolean;
  /** Preview image; the site's shared 1200×630 card by default. */
  image?: PreviewImage;
  /** og:type, "article" for blog posts. */
  type?: "website" | "article";
}): MetaDescriptor[] {
  const full = documentTitle(title);
  const imageUrl = /^https?:/.test(image.path) ? image.path : absoluteUrl(image.path);
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: SITE.brand },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    ...(image.type ? [{ property: "og:image:type", content: image.type }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: full },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
