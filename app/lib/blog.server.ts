import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import matter from "gray-matter";
import { marked } from "marked";
import type { PostImage } from "#core/content/home/insights.ts";
import { BLOG_SLUGS, type BlogSlug } from "#core/site/routes.ts";

/**
 * The blog, read from content/blog/<slug>.md (front matter + Markdown) with fs. Only route
 * loaders and tests import this module: loaders of pre-rendered pages run at build time, so
 * neither the Markdown files nor marked reach the browser.
 */

/** A post's hero image, as the home page's cards show it too (core/content/home/insights.ts). */
export type BlogImage = PostImage;

export interface BlogListItem {
  slug: BlogSlug;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Reading time in whole minutes, computed from the body's word count. */
  readMinutes: number;
  image: BlogImage;
  author: string;
}

export interface BlogPost extends BlogListItem {
  /** The body rendered to HTML (our own Markdown, so trusted). */
  html: string;
  wordCount: number;
}

/** Reading speed used for readMinutes. */
export const WORDS_PER_MINUTE = 200;

/** Where the Markdown files live (the project root is the working directory for builds and tests). */
export const BLOG_DIR = resolve(process.cwd(), "content/blog");

/** Words in a Markdown body, ignoring Markdown punctuation. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_>`|-]+/g, " ")
    .trim();
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}

export function readMinutesFor(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

function isSlug(slug: string): slug is BlogSlug {
  return (BLOG_SLUGS as readonly string[]).includes(slug);
}

function str(data: Record<string, unknown>, key: string, file: string): string {
  const v = data[key];
  if (typeof v !== "string" || !v.trim()) throw new Error(`${file}: front matter "${key}" must be a non-empty string`);
  return v.trim();
}

function parseImage(v: unknown, file: string): BlogImage {
  if (!v || typeof v !== "object") throw new Error(`${file}: front matter "image" is missing`);
  const img = v as Record<string, unknown>;
  const src = str(img, "src", file);
  const alt = str(img, "alt", file);
  const { width, height } = img;
  if (typeof width !== "number" || typeof height !== "number" || width <= 0 || height <= 0) {
    throw new Error(`${file}: image width and height must be positive numbers`);
  }
  if (!src.endsWith(".webp")) throw new Error(`${file}: image src must be a .webp rendered by content/blog/render-images.mjs`);
  return { src, width, height, alt, srcSet: `${src.replace(/\.webp$/, "-800.webp")} 800w, ${src} ${width}w` };
}

function parseDate(v: unknown, file: string): string {
  // YAML turns an unquoted 2025-03-04 into a Date; accept both that and a quoted string.
  const s = v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === "string" ? v.trim() : "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(Date.parse(`${s}T00:00:00Z`))) {
    throw new Error(`${file}: front matter "date" must be YYYY-MM-DD`);
  }
  return s;
}

function loadPost(slug: BlogSlug): BlogPost {
  const file = join(BLOG_DIR, `${slug}.md`);
  const { data, content } = matter(readFileSync(file, "utf8"));
  const wordCount = countWords(content);
  return {
    slug,
    title: str(data, "title", file),
    description: str(data, "description", file),
    date: parseDate(data.date, file),
    readMinutes: readMinutesFor(wordCount),
    image: parseImage(data.image, file),
    author: str(data, "author", file),
    html: marked.parse(content, { async: false, gfm: true }),
    wordCount,
  };
}

/** Slugs of the Markdown files present in content/blog. */
export function postFileSlugs(): string[] {
  return readdirSync(BLOG_DIR)
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3))
    .sort();
}

/** Every post's summary, newest first. */
export function listPosts(): BlogListItem[] {
  return BLOG_SLUGS.map((slug) => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { html, wordCount, ...item } = loadPost(slug);
    return item;
  }).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** A post with its HTML, or undefined for an unknown slug. */
export function getPost(slug: string): BlogPost | undefined {
  return isSlug(slug) ? loadPost(slug) : undefined;
}
