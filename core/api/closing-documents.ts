/**
 * A closing file's documents on the wire (docs/closing-files-contract.md): the document staff and
 * parties list, the signed download link staff, parties and status-link holders ask for, and the
 * change staff make to one. The upload itself is multipart (core/closing/closing-file-fields.ts's
 * documentFieldsSchema, then the file).
 */
import { z } from "zod";
import { DOCUMENT_VISIBILITY_VALUES } from "../closing/closing-enums.ts";
import { documentFieldsSchema } from "../closing/closing-file-fields.ts";

export const closingDocumentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    label: z.string().nullable(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    sha256: z.string(),
    visibility: z.enum(DOCUMENT_VISIBILITY_VALUES),
    uploaded_by: z.string().nullable().meta({ description: "The uploader's e-mail; \"Staff\" for an administrator on party views" }),
    created_at: z.string(),
    /** Retention (issue 33): when the stored copy was disposed of on schedule; the row stays as the record, nothing can be downloaded. */
    disposed_at: z.string().nullable().meta({ description: "When the retention schedule removed the stored copy (the record stays); null while it is stored" }),
  })
  .meta({ id: "ClosingDocument" });
export type ClosingDocument = z.infer<typeof closingDocumentSchema>;

/** Every document the caller may see, newest first: one answer, not paged. */
export const closingDocumentListSchema = z.object({ data: z.array(closingDocumentSchema) }).meta({ id: "ClosingDocumentList" });
export type ClosingDocumentList = z.infer<typeof closingDocumentListSchema>;

/** A signed, expiring download link, asked for at the click. */
export const closingDocumentLinkSchema = z
  .object({ url: z.string().meta({ example: "/files/closing-documents/…?by=…&expires=…&signature=…" }), expires_at: z.string() })
  .meta({ id: "ClosingDocumentLink" });
export type ClosingDocumentLink = z.infer<typeof closingDocumentLinkSchema>;

/** PATCH …/documents/{docId} (staff): a missing key leaves the value; an empty label clears it. */
export const closingDocumentPatchSchema = z
  .object({
    visibility: documentFieldsSchema.shape.visibility.removeDefault().optional(),
    label: documentFieldsSchema.shape.label.optional(),
  })
  .meta({ id: "ClosingDocumentPatch" });
export type ClosingDocumentPatch = z.input<typeof closingDocumentPatchSchema>;
