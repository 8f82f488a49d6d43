/**
 * GET|HEAD /files/closing-documents/<docId>?by=…&expires=…&signature=…: a closing-file document
 * through its signed link only (document-links.ts). The link is checked before anything is
 * looked up; it proves whom it was issued to, and whether they still may download is decided
 * again now (link-holder-rights.ts): a holder who lost the right, or a document deleted since,
 * gets the same answer as an expired link, so nothing tells a hidden document from a deleted one.
 * The file goes out as an attachment under its uploaded name, with the type detected at upload
 * and nosniff, and each download writes an audit row naming the link's holder.
 *
 * A sealed document (sealed-store.ts) is decrypted as it is sent, Content-Length its plaintext
 * size. Its stored bytes are never served unchecked: when its key or its first segment fails, the
 * answer is 409 document_unreadable; a later segment that fails aborts the response. Either way an
 * audit row closing_file.document_unreadable names the document and the reason.
 */
import { Hono, type Context } from "hono";
import { attachmentDisposition } from "#core/closing/document-types.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { LINK_PAGE_CSP, linkPageHtml, type LinkPageKind } from "#server/storage/link-page.ts";
import { checkDocumentLink, holderOf } from "./document-links.ts";
import { documentById, recordDocumentEvent } from "./documents.queries.ts";
import { holderMayDownload } from "./link-holder-rights.ts";
import { auditBy } from "./upload-document.ts";
import { DecryptionError } from "#server/crypto/crypto-errors.ts";
import { AppError } from "#server/http/errors.ts";
import { DOCUMENT_UNREADABLE_MESSAGE, openDocument, recordUnreadable } from "./open-document.ts";
import type { DocumentRow } from "./documents.queries.ts";

export function documentDownloadRoutes(ctx: Services, store: FileStore): Hono {
  const files = new Hono();
  files.on(["GET", "HEAD"], "/:docId", async (c) => {
    const ttl = ctx.config.DOCUMENT_LINK_TTL_SECONDS;
    const docId = c.req.param("docId");
    const { fileLinkKey } = await ctx.keys();
    const by = c.req.query("by");
    const check = checkDocumentLink(fileLinkKey, docId, by, c.req.query("expires"), c.req.query("signature"));
    if (!check.ok) return page(c, check.reason, ttl);
    const holder = holderOf(by)!;

    const doc = await documentById(ctx.db, docId);
    if (!doc || !(await holderMayDownload(ctx.db, holder, doc))) return page(c, "link_expired", ttl);
    const opened = await openDocument(ctx, store, doc, c.req.method === "GET", (err) => unreadable(ctx, c, doc, err, true));
    if (opened instanceof DecryptionError) {
      await unreadable(ctx, c, doc, opened, false);
      throw new AppError(409, "document_unreadable", DOCUMENT_UNREADABLE_MESSAGE);
    }
    if (!opened) return page(c, "not_found", ttl);
    const file = opened;
    const remaining = Math.max(0, Number(c.req.query("expires")) - Math.floor(Date.now() / 1000));
    const headers = {
      "Content-Type": doc.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(doc.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": `private, max-age=${remaining}`,
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    };
    if (c.req.method === "HEAD") {
      await file.body.cancel();
      return c.body(null, 200, headers);
    }
    await recordDocumentEvent(
      ctx.db,
      "closing_document.downloaded",
      doc,
      "userId" in holder ? auditBy(ctx, c, holder.userId) : auditBy(ctx, c, null, `status link ${holder.statusLinkId}`),
    );
    return c.body(file.body, 200, headers);
  });
  return files;
}

function page(c: Context, kind: LinkPageKind, ttlSeconds: number) {
  return c.html(linkPageHtml(kind, ttlSeconds, "closing-documents"), kind === "not_found" ? 404 : 403, {
    "Cache-Control": "no-store",
    "Content-Security-Policy": LINK_PAGE_CSP,
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
  });
}

async function unreadable(ctx: Services, c: Context, doc: DocumentRow, err: DecryptionError, partlySent: boolean) {
  const by = c.req.query("by");
  const holder = holderOf(by);
  const actor = holder && "userId" in holder ? auditBy(ctx, c, holder.userId) : auditBy(ctx, c, null, holder ? `status link ${holder.statusLinkId}` : undefined);
  await recordUnreadable(ctx, doc, err, actor, partlySent);
}
