/** The Document shape of docs/closing-files-contract.md, and the upload's multipart body for the OpenAPI document. */
import { z } from "@hono/zod-openapi";
import { DOCUMENT_VISIBILITY_VALUES } from "../../../core/closing/closing-enums.ts";
import { DOCUMENT_LIMITS, documentFieldsSchema } from "../../../core/closing/closing-file-fields.ts";
import { ACCEPTED_DOCUMENT_TYPES } from "../../../core/closing/document-types.ts";
import type { DocumentRow } from "./documents.queries.ts";

export const DocumentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    label: z.string().nullable(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    sha256: z.string(),
    visibility: z.enum(DOCUMENT_VISIBILITY_VALUES),
    uploaded_by: z.string().nullable().openapi({ description: "The uploader's e-mail; \"Staff\" for an administrator on party views" }),
    created_at: z.string(),
  })
  .openapi("ClosingDocument");

export const DocumentListSchema = z.object({ data: z.array(DocumentSchema) }).openapi("ClosingDocumentList");

export const DocumentLinkSchema = z
  .object({ url: z.string().openapi({ example: "/files/closing-documents/…?by=…&expires=…&signature=…" }), expires_at: z.string() })
  .openapi("ClosingDocumentLink");

export function documentJson(row: DocumentRow, view: "staff" | "party"): z.infer<typeof DocumentSchema> {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    visibility: row.visibility as z.infer<typeof DocumentSchema>["visibility"],
    uploaded_by: view === "party" && row.uploaderRole === "admin" ? "Staff" : row.uploaderEmail,
    created_at: row.createdAt.toISOString(),
  };
}

/** The upload body as OpenAPI describes it; the route reads it as a stream (receive-upload.ts), so it is no zod schema. */
export function uploadBody(visibilities: readonly string[]) {
  return {
    required: true,
    description:
      "Fields first, then the file: `visibility` and `label` before the part `file`. At most 25 MB; PDF, JPEG, PNG, " +
      "Word (.docx) or Excel (.xlsx), decided by the content, not the name.",
    content: {
      "multipart/form-data": {
        schema: {
          type: "object" as const,
          required: ["file"],
          properties: {
            visibility: { type: "string" as const, enum: [...visibilities], default: "professionals" },
            label: { type: "string" as const, maxLength: DOCUMENT_LIMITS.label },
            file: { type: "string" as const, format: "binary", description: `One of ${Object.keys(ACCEPTED_DOCUMENT_TYPES).join(", ")}` },
          },
        },
      },
    },
  };
}

/** PATCH …/documents/{docId}: a missing key leaves the value; an empty label clears it. */
export const documentPatchSchema = z
  .object({
    visibility: documentFieldsSchema.shape.visibility.removeDefault().optional(),
    label: documentFieldsSchema.shape.label.optional(),
  })
  .openapi("ClosingDocumentPatch");

const idParam = (name: string) =>
  z.string().max(100).openapi({ param: { name, in: "path" }, example: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f" });
export const fileIdParams = z.object({ id: idParam("id") });
export const documentParams = z.object({ id: idParam("id"), docId: idParam("docId") });
export const statusDocumentParams = z.object({
  token: z.string().max(200).openapi({ param: { name: "token", in: "path" }, example: "q0V0n8qk3bT2Qj1Yx7b6m9Hc4dP5sRuWvLzA1eF2gKo" }),
  docId: idParam("docId"),
});
