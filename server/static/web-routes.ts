import { Hono, type Context } from "hono";
import { STATUS_SHELL_PATH, classifyPath, isPrivateLinkPath, normalisePath } from "#core/site/routes.ts";
import type { StaticFile, WebBuild } from "./web-build.ts";

/**
 * Serves the built web app. The server knows the site's route table, so an unknown path gets
 * the real 404 page with status 404 rather than the SPA shell with 200.
 */
export function webRoutes(build: WebBuild | undefined): Hono {
  const web = new Hono();
  web.on(["GET", "HEAD"], "*", (c) => {
    if (!build) {
      return c.text(
        "The web app has not been built yet. Run `npm run build` (npm start does this for you) and restart.",
        503,
        { "Cache-Control": "no-store" },
      );
    }
    const path = decodePath(c.req.path);
    const asset = path === undefined ? undefined : build.file(path);
    if (asset && !asset.urlPath.endsWith(".html")) return send(c, build, asset, 200);

    const target = classifyPath(path ?? "/__invalid__");
    if (target.kind === "prerendered") {
      const page = build.page(target.path);
      if (page) return send(c, build, page, 200);
    }
    if (target.kind === "client") {
      const privateLink = path !== undefined && isPrivateLinkPath(path);
      // A status link gets the status page's pre-rendered shell (its frame and loading state in the
      // HTML, no token in it); other client-rendered paths, the SPA fallback.
      const shell = (privateLink ? build.page(STATUS_SHELL_PATH) : undefined) ?? build.spaShell();
      // The page's robots meta is in the shell too; crawlers that only read headers still see
      // this one (a status link forwarded into a public place must not be indexed), and the
      // address, which holds the token, is not sent on as a Referer.
      const extra = privateLink ? { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } : undefined;
      if (shell) return send(c, build, shell, 200, extra);
    }
    // Unknown blog posts render the app's own "Blog Post Not Found" view, still with a 404.
    if (path && /^\/blog\/[^/]+$/.test(normalisePath(path))) {
      const shell = build.spaShell();
      if (shell) return send(c, build, shell, 404);
    }
    const notFound = build.notFoundPage() ?? build.spaShell();
    if (notFound) return send(c, build, notFound, 404);
    return c.text("Not found", 404);
  });
  return web;
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

function send(c: Context, build: WebBuild, file: StaticFile, status: 200 | 404, extra?: Record<string, string>) {
  const headers: Record<string, string> = {
    ...extra,
    "Content-Type": file.type,
    "Cache-Control": status === 404 ? "no-cache" : file.cacheControl,
    ETag: file.etag,
  };
  if (file.csp) headers["Content-Security-Policy"] = file.csp;
  if (file.compressible) headers.Vary = "Accept-Encoding";
  if (status === 200 && c.req.header("If-None-Match") === file.etag) {
    return c.body(null, 304, headers);
  }
  const { body, encoding } = build.encoded(file, c.req.header("Accept-Encoding"));
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  return c.body(new Uint8Array(body), status, headers);
}
