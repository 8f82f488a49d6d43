/** Closing-file documents (issue 16; docs/closing-files-contract.md): the routers server/app.ts mounts. */
export { documentDownloadRoutes } from "./document-download.routes.ts";
export { partyDocumentRoutes } from "./party-documents.routes.ts";
export { staffDocumentRoutes } from "./staff-documents.routes.ts";
export { statusDocumentRoutes } from "./status-documents.routes.ts";
