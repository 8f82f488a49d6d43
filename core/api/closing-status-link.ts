/**
 * The buyers' and sellers' status link as staff see it on a file, and the answer to issuing one
 * (docs/closing-files-contract.md, "Staff"). The server writes it (server/closing/status-link-issue.ts);
 * the staff pages read it.
 */
import { z } from "zod";

export const closingStatusLinkSchema = z
  .object({
    id: z.string().uuid(),
    url: z.string().meta({ example: "https://example.com/status/3q2-…" }),
    created_at: z.string(),
    view_count: z.number().int(),
    last_viewed_at: z.string().nullable(),
    expires_at: z.string().nullable().meta({ description: "90 days after the file completes; null while it is open" }),
  })
  .meta({ id: "ClosingStatusLink" });
export type ClosingStatusLink = z.infer<typeof closingStatusLinkSchema>;

export const issuedStatusLinkSchema = z
  .object({
    token: z.string().meta({ description: "The link's token (also in status_link.url)" }),
    status_link: closingStatusLinkSchema,
  })
  .meta({ id: "ClosingStatusLinkIssued" });
export type IssuedStatusLink = z.infer<typeof issuedStatusLinkSchema>;
