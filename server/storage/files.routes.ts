/**
 * GET /files/<path>?expires=…&signature=…: a file of the store, through a signed link only
 * (signed-links.ts). A valid link gets the file as a download; an expired or altered one gets a
 * 403 page saying how to get a fresh link; a genuine link to a missing file gets a 404 page. No
 * input reaches the store unless its signature is right, so odd paths never touch the disk.
 */
import { Hono, type Context } from "hono";
import { RESOURCE_DOCUMENTS } from "#db/seed-data/resource-documents.ts";
import { SITE } from "#core/site/settings.ts";
import type { Services } from "../services.ts";
import type { FileStore } from "./file-store.ts";
import { LINK_PAGE_CSP, linkPageHtml, type LinkPageKind } from "./link-page.ts";
import { FILES_PREFIX, checkLink } from "./signed-links.ts";

export interface FilesRouteDeps {
  services: Pick<Services, "keys" | "config">;
  store: FileStore;
  /** Resolves once generated files are in the store (server/resources/publish-resources.ts). */
  ready?: () => Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  zip: "application/zip",
  csv: "text/csv; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

export function filesRoutes({ services, store, ready }: FilesRouteDeps): Hono {
  const files = new Hono();
  files.on(["GET", "HEAD"], "*", async (c) => {
    const ttl = services.config.RESOURCE_LINK_TTL_SECONDS;
    const path = storagePathOf(c.req.url);
    if (path === undefined) return page(c, "link_invalid", ttl);
    const { fileLinkKey } = await services.keys();
    const check = checkLink(fileLinkKey, path, c.req.query("expires"), c.req.query("signature"));
    if (!check.ok) return page(c, check.reason, ttl);

    await ready?.();
    const file = await store.get(path);
    if (!file) return page(c, "not_found", ttl);
    const remaining = Math.max(0, Number(c.req.query("expires")) - Math.floor(Date.now() / 1000));
    const headers = {
      "Content-Type": contentTypeOf(path),
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(downloadName(path)),
      "Cache-Control": `private, max-age=${remaining}`,
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    };
    if (c.req.method === "HEAD") {
      await file.body.cancel();
      return c.body(null, 200, headers);
    }
    return c.body(file.body, 200, headers);
  });
  return files;
}

/** The store key from the request's raw path, or undefined when it cannot be one (bad escapes). */
function storagePathOf(url: string): string | undefined {
  const raw = new URL(url).pathname;
  if (!raw.startsWith(FILES_PREFIX)) return undefined;
  try {
    return decodeURIComponent(raw.slice(FILES_PREFIX.length));
  } catch {
    return undefined;
  }
}

function page(c: Context, kind: LinkPageKind, ttlSeconds: number) {
  return c.html(linkPageHtml(kind, ttlSeconds), kind === "not_found" ? 404 : 403, {
    "Cache-Control": "no-store",
    "Content-Security-Policy": LINK_PAGE_CSP,
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
  });
}

function contentTypeOf(path: string): string {
  const ext = /\.([a-z0-9]+)$/.exec(path)?.[1] ?? "";
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}

/** "Heartland Closing Co - Moving Guide.pdf" for a seeded document; otherwise the key's last part. */
export function downloadName(path: string): string {
  const base = path.slice(path.lastIndexOf("/") + 1);
  const doc = RESOURCE_DOCUMENTS.find((d) => d.storagePath === path);
  if (!doc) return base;
  const ext = base.includes(".") ? base.slice(base.lastIndexOf(".")) : "";
  return `${SITE.brand.replace(/\.$/, "")} - ${doc.name}${ext}`;
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9 ._()-]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
