import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLOG_POSTS, BLOG_SLUGS } from "#core/site/routes.ts";
import { countWords, getPost, listPosts, postFileSlugs, readMinutesFor } from "./blog.server.ts";

describe("blog content", () => {
  it("has exactly one Markdown file per slug in BLOG_SLUGS", () => {
    expect(postFileSlugs()).toEqual([...BLOG_SLUGS].sort());
  });

  it.each(BLOG_POSTS)("$slug: front matter matches the route table and is valid", (summary) => {
    const post = getPost(summary.slug);
    expect(post).toBeDefined();
    expect(post!.title).toBe(summary.title);
    expect(post!.description).toBe(summary.description);
    expect(post!.description.length).toBeLessThan(160);
    expect(post!.date).toMatch(/^2025-\d{2}-\d{2}$/);
    expect(post!.author).not.toBe("");
    expect(post!.image.src).toBe(`/images/blog/${summary.slug}.webp`);
    expect(post!.image.width).toBe(1200);
    expect(post!.image.height).toBe(630);
    expect(post!.image.alt.length).toBeGreaterThan(10);
    expect(existsSync(`public${post!.image.src}`)).toBe(true);
    // Every picture the srcset offers exists, the smaller first.
    const offered = post!.image.srcSet.split(", ").map((c) => c.split(" "));
    expect(offered.map(([, w]) => w)).toEqual(["800w", "1200w"]);
    for (const [url] of offered) expect(existsSync(`public${url}`)).toBe(true);
  });

  it.each(BLOG_SLUGS)("%s: body has at least 600 words and renders to HTML", (slug) => {
    const post = getPost(slug)!;
    expect(post.wordCount).toBeGreaterThanOrEqual(600);
    expect(post.readMinutes).toBe(readMinutesFor(post.wordCount));
    expect(post.html).toContain("<h2");
    expect(post.html).not.toMatch(/lorem ipsum/i);
    // Headings inside the body start at h2: the page's h1 is the title.
    expect(post.html).not.toContain("<h1");
  });

  it("lists every post newest first without the body", () => {
    const posts = listPosts();
    expect(posts.map((p) => p.slug).sort()).toEqual([...BLOG_SLUGS].sort());
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]).not.toHaveProperty("html");
  });

  it("returns undefined for an unknown slug", () => {
    expect(getPost("no-such-post")).toBeUndefined();
    expect(getPost("../package")).toBeUndefined();
  });
});

describe("countWords / readMinutesFor", () => {
  it.each([
    ["", 0],
    ["One two three", 3],
    ["## A heading\n\n- item one\n- item two", 6],
    ["A [linked phrase](/get-started) here", 4],
    ["Price is $499 — really", 4],
  ])("%j has %i words", (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [800, 4],
  ])("%i words read in %i minutes", (words, minutes) => {
    expect(readMinutesFor(words)).toBe(minutes);
  });
});
