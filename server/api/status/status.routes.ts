/**
 * /api/v1/status/{token}: a buyer's or seller's status page by link, without an account (issue
 * 16; docs/closing-files-contract.md, "Buyers and sellers"). The token is the credential, so every
 * answer, errors included, is kept out of search engines, caches and Referer headers, and requests
 * are limited per address before the token is looked at: guessing tokens is throttled like
 * reading. Each page served is counted on the link for staff.
 */
import { createRoute } from "@hono/zod-openapi";
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
import { STATUS_PAGE_LIMIT, privateAnswer, tokenParam } from "./status-route-parts.ts";
import { countView, documentsForEveryone } from "./status.queries.ts";

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

export { STATUS_PAGE_HEADERS, STATUS_PAGE_LIMIT } from "./status-route-parts.ts";
