/**
 * The resource documents as the admin area lists them (GET /api/v1/admin/documents), each with
 * a signed download link that expires; the filter is core/admin/people-filters.ts.
 */
import { z } from "zod";
import { RESOURCE_DOCUMENT_TYPE_VALUES } from "../domain/enums.ts";

export const adminDocumentSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string().meta({ example: "Moving Guide" }),
    type: z.enum(RESOURCE_DOCUMENT_TYPE_VALUES),
    description: z.string(),
    url: z.string().meta({ description: "Signed, expiring download address (site-relative)" }),
    expires_at: z.string().nullable().meta({ example: "2026-11-23T15:15:00.000Z" }),
  })
  .meta({ id: "AdminDocument" });
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminDocumentListSchema = z.object({ data: z.array(adminDocumentSchema) }).meta({ id: "AdminDocumentList" });
