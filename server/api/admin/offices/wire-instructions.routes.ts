/**
 * /api/v1/admin/offices/{office}/wire-instructions (issue 32; docs/money-contract.md): an office's
 * escrow wire instructions, for administrators at aal2. {office} is the city as a URL spells it
 * (core/money/wire-offices.ts: "Cedar Falls" is cedar-falls); any other is 404.
 * - GET: the active and the pending version, the account masked.
 * - POST: a new pending version (an earlier pending one is superseded).
 * - POST …/{versionId}/reveal: the whole of one version, so the approver compares it with the
 *   bank's letter; audited.
 * - POST …/{versionId}/approval: a second administrator approves (the author is refused); the
 *   earlier active version is superseded and the buyers of every open file are told.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { officeWireSchema, revealedWireSchema } from "#core/api/wire-instructions.ts";
import { escrowWireInstructionsSchema } from "#core/money/bank-account.ts";
import { officeOfSlug } from "#core/money/wire-offices.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { atAal2 } from "#server/auth/authenticate.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { idPathParam } from "#server/api/path-params.ts";
import { isUuid } from "#core/validation/uuid.ts";
import type { Context } from "hono";
import { approveWire, officeOrNotFound, officeWire, proposeWire, revealWire, type StaffActor } from "#server/money/wire/office-wire.ts";
import { AppError } from "#server/http/errors.ts";
import { WIRE_API_MESSAGES } from "#core/api/wire-instructions.ts";

const TAGS = ["Wire instructions"];
const officeParam = z
  .string()
  .max(100)
  .openapi({ param: { name: "office", in: "path" }, description: "The office's city, lower-cased with dashes for spaces", example: "cedar-falls" });
const officeParams = z.object({ office: officeParam });
const versionParams = z.object({ office: officeParam, versionId: idPathParam("versionId") });

const json = <T>(schema: T) => ({ content: { "application/json": { schema } } });
const error = (description: string) => ({ description, ...json(ErrorSchema) });
const missing = { 404: error("not_found: no such office, or no such version of its instructions") };
const refused = {
  403: error("forbidden / mfa_required (an administrator at aal2 only); approver_is_author: the author cannot approve their own change"),
};

const EXAMPLE = {
  bank_name: "Hills Bank and Trust Company",
  bank_address: "131 Main Street, Hills, IA 52235",
  routing_number: "073000228",
  account_number: "4400 1234 5678",
  account_name: "Heartland Closing Company, LLC Escrow Account",
  reference_format: "File {file_number}",
};

function actorOf(ctx: Services, c: Context): StaffActor {
  const caller = callerOf(c);
  return { userId: caller.user.id, role: caller.profile.role, aal: atAal2(caller) ? "aal2" : "aal1", ip: clientIp(c, ctx.config.TRUST_PROXY) };
}

const officeOf = (slug: string) => officeOrNotFound(officeOfSlug(slug));
function versionIdOf(id: string): string {
  if (!isUuid(id)) throw new AppError(404, "not_found", WIRE_API_MESSAGES.noSuchVersion);
  return id.toLowerCase();
}

export function officeWireRoutes(ctx: Services) {
  const get = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "get",
    path: "/offices/{office}/wire-instructions",
    summary: "An office's active and pending wire instructions, the account number masked",
    request: { params: officeParams },
    responses: { 200: { description: "The office's versions", ...json(officeWireSchema) }, ...adminErrors, ...missing },
  });
  const propose = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "post",
    path: "/offices/{office}/wire-instructions",
    summary: "Propose new wire instructions for an office: pending until a second administrator approves them",
    description: "Stored encrypted. An earlier pending version of the office is superseded. Buyers are told only when a version is approved.",
    request: { params: officeParams, body: { required: true, content: { "application/json": { schema: escrowWireInstructionsSchema, example: EXAMPLE } } } },
    responses: { 201: { description: "The office's versions, the new one pending", ...json(officeWireSchema) }, ...invalidInput, ...adminErrors, ...missing, ...notJsonBody },
  });
  const reveal = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "post",
    path: "/offices/{office}/wire-instructions/{versionId}/reveal",
    summary: "The whole of one version (the account number in full), to compare with the bank's letter before approving; audited",
    request: { params: versionParams },
    responses: { 200: { description: "The version in full", ...json(revealedWireSchema) }, ...adminErrors, ...refused, ...missing },
  });
  const approve = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "post",
    path: "/offices/{office}/wire-instructions/{versionId}/approval",
    summary: "Approve a pending version (a second administrator): it becomes the active one, and the buyers of every open file of the office are told to call before sending money",
    request: { params: versionParams },
    responses: {
      200: { description: "The office's versions, the approved one active", ...json(officeWireSchema) },
      ...adminErrors,
      ...refused,
      ...missing,
      409: error("instructions_not_pending: the version is not waiting for approval (approved already or superseded)"),
    },
  });
  return apiRouter()
    .openapi(get, async (c) => c.json(await officeWire(ctx, officeOf(c.req.valid("param").office)), 200))
    .openapi(propose, async (c) => {
      const office = officeOf(c.req.valid("param").office);
      return c.json(await proposeWire(ctx, office, c.req.valid("json"), actorOf(ctx, c)), 201);
    })
    .openapi(reveal, async (c) => {
      const { office, versionId } = c.req.valid("param");
      return c.json(await revealWire(ctx, officeOf(office), versionIdOf(versionId), actorOf(ctx, c)), 200);
    })
    .openapi(approve, async (c) => {
      const { office, versionId } = c.req.valid("param");
      return c.json(await approveWire(ctx, officeOf(office), versionIdOf(versionId), actorOf(ctx, c)), 200);
    });
}
