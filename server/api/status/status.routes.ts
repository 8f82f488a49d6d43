/**
 * /api/v1/status/{token}: a buyer's or seller's status page by link, without an account (issue
 * 16; docs/closing-files-contract.md, "Buyers and sellers"). The token is the credential, so every
 * answer, errors included, is kept out of search engines, caches and Referer headers, and requests
 * are limited per address before the token is looked at: guessing tokens is throttled like
 * reading. Each page served is counted on the link for staff.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { appointmentOf } from "#core/closing/appointment.ts";
import type { ClosingPlace, DocumentVisibility } from "#core/closing/closing-enums.ts";
import type { ClosingKind, MilestoneId } from "#core/closing/milestones.ts";
import { statusPageOf } from "#core/closing/status-page.ts";
import { statusPageSchema } from "#core/api/status-page.ts";
import type { Services } from "#server/services.ts";
import { loadFile, toMilestones } from "#server/closing/closing-file-read.ts";
import { fileOfStatusToken, STATUS_LINK_MESSAGES } from "#server/closing/status-link-lookup.ts";
import { AppError } from "#server/http/errors.ts";
import { ipLimit } from "#server/http/ip-limit.ts";
import { ErrorSchema, apiRouter } from "../openapi.ts";
import { countView, documentsForEveryone } from "./status.queries.ts";

/** A person reloads a page a few times a minute; a script guessing tokens needs millions. */
export const STATUS_PAGE_LIMIT = { max: 60, windowSeconds: 60 };

/** The link is the credential: not indexed, not stored by caches, not sent on as a Referer. */
export const STATUS_PAGE_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
} as const;

/** Sets STATUS_PAGE_HEADERS on whatever answer the request ends with, an error's included. */
const privateAnswer: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(STATUS_PAGE_HEADERS)) c.res.headers.set(name, value);
};

const tokenParam = z.object({
  token: z
    .string()
    .openapi({ param: { name: "token", in: "path" }, description: "The token of the status link", example: "3q2-7w9XbVhY0mKzP1c4dT8uN6eR5sL2aJfQ0gHiBk" }),
});

export function statusRoutes(ctx: Services) {
  const page = createRoute({
    method: "get",
    path: "/{token}",
    tags: ["Status page"],
    summary: "A closing's status for its buyers and sellers, by the link they were sent",
    security: [],
    middleware: [
      privateAnswer,
      ipLimit(ctx, "status.page", STATUS_PAGE_LIMIT, (wait) => `Too many status page requests from your connection. Please wait ${wait} and try again.`),
    ] as const,
    request: { params: tokenParam },
    responses: {
      200: {
        description:
          "Everything the page shows, in this one answer: the steps, the next step as what will happen (a blocked one with what it waits for), the appointment or, once closed, what comes after closing, the closer and the office, documents marked for everyone. No amounts, no parties' contacts, no staff reasons.",
        content: { "application/json": { schema: statusPageSchema } } },
      404: { description: `status_link_invalid: a wrong or revoked link. "${STATUS_LINK_MESSAGES.invalid}"`, content: { "application/json": { schema: ErrorSchema } } },
      410: { description: "status_link_expired: the file completed more than 90 days ago", content: { "application/json": { schema: ErrorSchema } } },
      429: { description: "rate_limited: too many requests from this address; see Retry-After", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  return apiRouter().openapi(page, async (c) => {
    const link = await fileOfStatusToken(ctx.db, c.req.valid("param").token);
    const [loaded, documents] = await Promise.all([loadFile(ctx.db, link.fileId), documentsForEveryone(ctx.db, link.fileId)]);
    // The link's file row cascades with the link, so this is only a file deleted between the two reads.
    if (!loaded) throw new AppError(404, "status_link_invalid", STATUS_LINK_MESSAGES.invalid);
    const { file } = loaded;
    const body = statusPageOf({
      fileNumber: file.fileNumber,
      propertyAddress: file.propertyAddress,
      county: file.county,
      kind: file.kind as ClosingKind,
      appointment: file.closingAt ? appointmentOf(file.closingAt, file.closingTimeSet) : null,
      place: file.closingPlace as ClosingPlace | null,
      location: file.closingLocation,
      steps: toMilestones(file, loaded.milestones).map((m) => ({ id: m.id, state: m.state, doneOn: m.done_on })),
      nextMilestone: file.nextMilestone as MilestoneId | null,
      progressPercent: file.progressPercent,
      complete: file.completedAt !== null,
      documents: documents.map((d) => ({ ...d, visibility: d.visibility as DocumentVisibility, createdAt: d.createdAt.toISOString() })),
      expiresAt: link.expiresAt?.toISOString() ?? null,
      closer: file.closerName ? { name: file.closerName, phone: file.closerPhone } : null,
    });
    await countView(ctx.db, link.linkId);
    return c.json(body, 200);
  });
}
