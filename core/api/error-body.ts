/**
 * The one error body of the data API: a stable snake_case code, a human message and, for invalid
 * input (400 validation_failed), each field's message. The server's error handler writes it
 * (server/http/error-handler.ts), the OpenAPI document declares it, and the web app reads failed
 * answers with it (app/lib/api/api-error.ts).
 */
import { z } from "zod";

export const errorBodySchema = z
  .object({
    code: z.string().meta({ example: "validation_failed" }),
    message: z.string().meta({ example: "Please correct the highlighted fields." }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ example: { price: "Enter 0 or more; this amount cannot be negative." } }),
    request_id: z.string().optional(),
  })
  .meta({ id: "Error" });

export type ErrorBody = z.infer<typeof errorBodySchema>;
