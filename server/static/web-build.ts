import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { inlineScriptHashes, pageCsp, WORKER_CSP } from "./content-security-policy.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".pdf": "application/pdf",
  ".map": "application/json; charset=utf-8",
};

/** The service worker, at the site root so its scope is the whole site. */
const SERVICE_WORKER = "sw.js";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export interface StaticFile {
  /** URL path, e.g. "/assets/root-abc123.js". */
  urlPath: string;
  type: string;
  body: Buffer;
  etag: string;
  cacheControl: string;
  /** Pages only: the CSP allowing exactly this page's inline scripts. */
  csp?: string;
  compressible: boolean;
  brotli?: Buffer;
  gzip?: Buffer;
}

/**
 * The built web app, held in memory (a few megabytes). Hashed assets are cached for a year;
 * pages and the service worker are revalidated on every visit. Files pre-compressed at build time
 * (.br/.gz next to the original) are used as they are; others are compressed on first request.
 */
export class WebBuild {
  private readonly files = new Map<string, StaticFile>();

  private constructor(readonly dir: string) {}

  static load(dir: string, opts: { extraOrigins?: string[] } = {}): WebBuild | undefined {
    if (!existsSync(join(dir, "index.html"))) return undefined;
    const build = new WebBuild(dir);
    for (const abs of walk(dir)) {
      const rel = relative(dir, abs).split(sep).join("/");
      if (rel.endsWith(".br") || rel.endsWith(".gz")) continue;
      const body = readFileSync(abs);
      const type = TYPES[extname(rel).toLowerCase()] ?? "application/octet-stream";
      const isHtml = type.startsWith("text/html");
      const file: StaticFile = {
        urlPath: `/${rel}`,
        type,
        body,
        etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
        cacheControl: cacheControlFor(rel, isHtml),
        compressible: COMPRESSIBLE.test(type) && body.length >= 512,
        csp: isHtml
          ? pageCsp(inlineScriptHashes(body.toString("utf8")), opts.extraOrigins)
          : rel === SERVICE_WORKER
            ? WORKER_CSP
            : undefined,
      };
      if (existsSync(`${abs}.br`)) file.brotli = readFileSync(`${abs}.br`);
      if (existsSync(`${abs}.gz`)) file.gzip = readFileSync(`${abs}.gz`);
      build.files.set(file.urlPath, file);
    }
    return build;
  }

  /** A file by its exact URL path ("/assets/x.js", "/sw.js"). Directories are not files. */
  file(urlPath: string): StaticFile | undefined {
    return this.files.get(urlPath);
  }

  /** The pre-rendered HTML of a route path ("/", "/team", "/blog/some-slug"). */
  page(routePath: string): StaticFile | undefined {
    return this.files.get(routePath === "/" ? "/index.html" : `${routePath}/index.html`);
  }

  /** The shell that client-rendered routes (sign-in, dashboard...) boot from. */
  spaShell(): StaticFile | undefined {
    return this.files.get("/__spa-fallback.html") ?? this.files.get("/index.html");
  }

  notFoundPage(): StaticFile | undefined {
    return this.files.get("/404/index.html");
  }

  /** The body to send for an Accept-Encoding header, compressing (once) if needed. */
  encoded(file: StaticFile, acceptEncoding: string | undefined): { body: Buffer; encoding?: "br" | "gzip" } {
    const encoding = chooseEncoding(file, acceptEncoding);
    if (encoding === "br") {
      file.brotli ??= brotliCompressSync(file.body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length },
      });
      return { body: file.brotli, encoding };
    }
    if (encoding === "gzip") {
      file.gzip ??= gzipSync(file.body, { level: 9 });
      return { body: file.gzip, encoding };
    }
    return { body: file.body };
  }

  get size(): number {
    return this.files.size;
  }
}

/**
 * The encoding a file is sent in for an Accept-Encoding header: brotli, else gzip, else none.
 * The body sent depends only on this choice (server/static/static-answers.ts relies on it).
 */
export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!file.compressible || !acceptEncoding) return undefined;
  const accepts = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepts)) return "br";
  if (/\bgzip\b/.test(accepts)) return "gzip";
  return undefined;
}

function cacheControlFor(rel: string, isHtml: boolean): string {
  if (rel.startsWith("assets/")) return "public, max-age=31536000, immutable";
  if (isHtml || rel === SERVICE_WORKER || rel.endsWith(".webmanifest")) return "no-cache";
  return "public, max-age=3600";
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    // Build metadata such as .vite/manifest.json is not for the public.
    if (entry.startsWith(".")) continue;
    const abs = join(dir, entry);
    if (statSync(abs).isDirectory()) yield* walk(abs);
    else yield abs;
  }
}
