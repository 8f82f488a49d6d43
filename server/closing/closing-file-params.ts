/**
 * The `{id}` path parameter of the staff and party closing-file routes. The answers' shapes are
 * core/api/closing-file.ts's, shared with the pages.
 */
import { z } from "@hono/zod-openapi";

export const fileIdParam = z.object({
  id: z.string().max(100).openapi({ param: { name: "id", in: "path" }, example: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f" }),
});
