/** The answers an upload may give besides its 201 (OpenAPI). */
import { ErrorSchema } from "../openapi.ts";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });

export const uploadErrors = {
  400: error("Invalid fields (`fields` names them), no file, or a broken multipart body"),
  404: error("No such closing file, or not one of the caller's"),
  413: error("The file is larger than 25 MB (file_too_large), or a Word or Excel file expands to more than 200 MB or 100 times its size when opened (document_expands_too_much)"),
  415: error(
    "Not multipart/form-data (unsupported_media_type), a file that is not a PDF, JPEG, PNG, DOCX or XLSX (unsupported_file_type), or a DOCX or XLSX that cannot be read as one (unreadable_document)",
  ),
} as const;
