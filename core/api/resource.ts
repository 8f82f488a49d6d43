/**
 * The wire shape of the caller's resource downloads (GET /api/v1/resources): used by
 * server/api/resources/resources.routes.ts and the dashboard's resources panel. The links are
 * signed and expire (server/storage/signed-links.ts).
 */
import { z } from "zod";

export const resourceSchema = z
  .object({
    slug: z.string().meta({ example: "moving-guide" }),
    name: z.string().meta({ example: "Moving Guide" }),
    description: z.string(),
    format: z.enum(["pdf", "zip"]),
    url: z.string().meta({ description: "Signed, expiring download address (site-relative)" }),
    expires_at: z.string().meta({ example: "2026-11-23T15:15:00.000Z" }),
  })
  .meta({ id: "Resource" });
export type Resource = z.infer<typeof resourceSchema>;

/** Every resource of the caller's account type, unpaged. */
export const resourceListSchema = z.object({ data: z.array(resourceSchema) }).meta({ id: "ResourceList" });
export type ResourceList = z.infer<typeof resourceListSchema>;
