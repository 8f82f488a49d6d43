import { blogPath } from "#core/site/routes.ts";

/** A post's hero image (app/lib/blog.server.ts reads it from the post's front matter). */
export interface PostImage {
  src: string;
  /**
   * The same picture 800 px wide beside the full one (content/blog/render-images.mjs): a phone
   * (about 720 device pixels across) loads half the bytes of its page's largest image.
   */
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

/** What a Latest Insights card shows: image, date, title, excerpt, Read More. */
export interface InsightCard {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date "YYYY-MM-DD". */
  date: string;
  /** The post's hero image. */
  image: PostImage;
  href: string;
}

/** The shape app/lib/blog.server.ts `listPosts()` returns (newest first). */
export interface BlogListEntry {
  slug: string;
  title: string;
  description: string;
  date: string;
  readMinutes: number;
  image: PostImage;
}

/** At most six posts, newest first. */
export const INSIGHTS_COUNT = 6;

export function insightsFromBlog(posts: readonly BlogListEntry[]): InsightCard[] {
  return posts.slice(0, INSIGHTS_COUNT).map((p) => ({
    slug: p.slug,
    title: p.title,
    excerpt: p.description,
    date: p.date,
    image: p.image,
    href: blogPath(p.slug),
  }));
}

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

/** "2025-06-03" → "June 3, 2025" (no time zone involved); anything else → null. */
export function formatPostDate(iso: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const month = MONTHS[Number(m[2]) - 1];
  const day = Number(m[3]);
  if (!month || day < 1 || day > 31) return null;
  return `${month} ${day}, ${m[1]}`;
}
