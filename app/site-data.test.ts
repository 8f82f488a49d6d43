import { describe, expect, it } from "vitest";
import {
  BLOG_POSTS,
  BLOG_SLUGS,
  NOT_FOUND_PATH,
  SERVICE_ROUTES,
  SITE_ROUTES,
  blogPath,
  classifyPath,
  findBlogPost,
  findSiteRoute,
  prerenderPaths,
} from "#core/site/routes.ts";
import { FOOTER_COLUMNS, OFFER_LINKS, PRIMARY_LINKS, SERVICE_LINKS } from "./components/layout/nav-data.ts";

/** The content the web shell reads from the route table. */
describe("route table content", () => {
  it("gives every page a unique path, a heading and a description that fits a search result", () => {
    expect(new Set(SITE_ROUTES.map((r) => r.path)).size).toBe(SITE_ROUTES.length);
    for (const route of [...SITE_ROUTES, ...BLOG_POSTS]) {
      expect(route.description.length, JSON.stringify(route)).toBeGreaterThanOrEqual(50);
      expect(route.description.length, JSON.stringify(route)).toBeLessThanOrEqual(160);
      expect(route.description).not.toMatch(/lorem|coming soon|placeholder|todo/i);
    }
  });

  it("has a title and excerpt for each of the six blog slugs", () => {
    expect(BLOG_POSTS.map((p) => p.slug)).toEqual([...BLOG_SLUGS]);
    expect(findBlogPost("summer-market-insights")?.title).toBeTruthy();
    expect(findBlogPost("no-such-post")).toBeUndefined();
  });

  it("pre-renders the public pages, the blog posts, sign-in, registration and the 404 page, but not the other account pages", () => {
    const paths = prerenderPaths();
    expect(paths).toContain("/");
    expect(paths).toContain(NOT_FOUND_PATH);
    for (const slug of BLOG_SLUGS) expect(paths).toContain(blogPath(slug));
    for (const path of ["/login", "/register"]) {
      expect(paths).toContain(path);
      expect(classifyPath(path)).toEqual({ kind: "prerendered", path });
    }
    for (const path of [
      "/forgot-password",
      "/reset-password",
      "/account/security",
      "/dashboard",
      "/clients",
      "/admin",
    ]) {
      expect(paths).not.toContain(path);
      expect(classifyPath(path)).toEqual({ kind: "client" });
    }
    expect(classifyPath("/team/")).toEqual({ kind: "prerendered", path: "/team" });
    expect(classifyPath("/blog/unknown")).toEqual({ kind: "not_found" });
  });

  it.each(["/clients/123", "/clients/abc/", "/transactions/9f1c", "/admin/users", "/admin/leads/7", "/account/anything"])(
    "serves the client-rendered shell for the signed-in path %s",
    (path) => expect(classifyPath(path)).toEqual({ kind: "client" }),
  );

  it.each(["/status/abc-123", "/status/Zx9_-q/"])("serves the shell for the status link %s (no account)", (path) =>
    expect(classifyPath(path)).toEqual({ kind: "client" }),
  );

  it.each(["/clientsx", "/administrator", "/transactions-report", "/team/extra", "/status", "/status/a/b", "/statuses/x"])("still answers 404 for %s", (path) =>
    expect(classifyPath(path)).toEqual({ kind: "not_found" }),
  );

  it("finds a route by path, ignoring a trailing slash", () => {
    expect(findSiteRoute("/team/")?.heading).toBe("Meet Our Team");
    expect(findSiteRoute("/nope")).toBeUndefined();
  });
});

describe("navigation", () => {
  it("lists the eight services in the route table's order", () => {
    expect(SERVICE_LINKS.map((l) => l.to)).toEqual(SERVICE_ROUTES.map((r) => r.path));
    expect(SERVICE_LINKS).toHaveLength(8);
  });

  it("marks the promotions the spec marks", () => {
    const badge = (label: string) => [...PRIMARY_LINKS, ...OFFER_LINKS].find((l) => l.label === label)?.badge;
    expect(badge("Insider Club")).toBe("New");
    expect(badge("Year of the GOAT")).toBe("New");
    expect(badge("Gift Card")).toBe("Limited Time");
  });

  it("has the footer's four columns, all pointing at real pages", () => {
    expect(FOOTER_COLUMNS.map((c) => c.heading)).toEqual(["Company", "Services", "Support", "Special Offers"]);
    for (const link of FOOTER_COLUMNS.flatMap((c) => c.links)) {
      expect(findSiteRoute(link.to), link.to).toBeDefined();
    }
  });
});
