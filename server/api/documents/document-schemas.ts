/**
 * A document row as the wire's ClosingDocument (core/api/closing-documents.ts), the upload's multipart
 * body for the OpenAPI document, and the routes' path parameters.
 */
import { z } from "@hono/zod-openapi";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import { DOCUMENT_LIMITS } from "#core/closing/closing-file-fields.ts";
import { ACCEPTED_DOCUMENT_TYPES } from "#core/closing/document-types.ts";
import type { DocumentRow } from "./documents.queries.ts";
import { idPathParam } from "#server/api/path-params.ts";

export function documentJson(row: DocumentRow, view: "staff" | "party"): ClosingDocument {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    visibility: row.visibility as ClosingDocument["visibility"],
    uploaded_by: view === "party" && row.uploaderRole === "admin" ? "Staff" : row.uploaderEmail,
    created_at: row.createdAt.toISOString(),
    disposed_at: row.disposedAt ? row.disposedAt.toISOString() : null,
  };
}

/** The upload body as OpenAPI describes it; the route reads it as a stream (receive-upload.ts), so it is no zod schema. */
/**
 * The multipart upload as OpenAPI declares it. `visibilities` null: a request's document, whose
 * visibility its request kind decides (server/closing/requests/request-answer.ts), so none is sent.
 */
export function uploadBody(visibilities: readonly string[] | null) {
  return {
    required: true,
    description:
      (visibilities ? "Fields first, then the file: `visibility` and `label` before the part `file`." : "Fields first, then the file: `label` before the part `file`.") +
      " At most 25 MB; PDF, JPEG, PNG, Word (.docx) or Excel (.xlsx), decided by the content, not the name.",
    content: {
      "multipart/form-data": {
        schema: {
          type: "object" as const,
          required: ["file"],
          properties: {
            ...(visibilities ? { visibility: { type: "string" as const, enum: [...visibilities], default: visibilities.includes("professionals") ? "professionals" : visibilities[0] } } : {}),
            label: { type: "string" as const, maxLength: DOCUMENT_LIMITS.label },
            file: { type: "string" as const, format: "binary", description: `One of ${Object.keys(ACCEPTED_DOCUMENT_TYPES).join(", ")}` },
          },
        },
      },
    },
  };
}

export const documentParams = z.object({ id: idPathParam("id"), docId: idPathParam("docId") });
export const statusDocumentParams = z.object({
  token: z.string().max(200).openapi({ param: { name: "token", in: "path" }, example: "q0V0n8qk3bT2Qj1Yx7b6m9Hc4dP5sRuWvLzA1eF2gKo" }),
  docId: idPathParam("docId"),
});
