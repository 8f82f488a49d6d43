/** Closing-file documents (issue 16; docs/closing-files-contract.md). */
import { Hono } from "hono";
import type { Services } from "../../services.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { apiRouter } from "../openapi.ts";

export function partyDocumentRoutes(_ctx: Services, _store: FileStore) {
  return apiRouter();
}
export function staffDocumentRoutes(_ctx: Services, _store: FileStore) {
  return apiRouter();
}
export function statusDocumentRoutes(_ctx: Services, _store: FileStore) {
  return apiRouter();
}
/** Signed, expiring download links (outside /api, like /files). */
export function documentDownloadRoutes(_ctx: Services, _store: FileStore) {
  return new Hono();
}
