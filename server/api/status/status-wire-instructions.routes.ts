/**
 * GET /api/v1/status/{token}/wire-instructions (issue 32; docs/money-contract.md): the one place a
 * buyer reads the wire instructions: the active version of the file's office in full, the
 * reference with the file number, the office's published number to call and confirm, the amount
 * due when staff have set it, and the warning. Only with the money view (a code entered in the
 * last 10 minutes, to the phone when there is one: require-money-view.ts). Only buyers bring
 * funds: a seller is refused with buyers_only (403). No office or no active instructions is a
 * 200 that says to call, not an error. Each answer with instructions is a row staff list.
 */
import { isIP } from "node:net";
import { createRoute } from "@hono/zod-openapi";
import { statusWireSchema, type StatusWire } from "#core/api/wire-instructions.ts";
import { wireReference } from "#core/money/bank-account.ts";
import { WIRE_VIEW_WORDS } from "#core/money/wire-notice.ts";
import { officeByCity } from "#core/money/wire-offices.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { SITE, type Office } from "#core/site/settings.ts";
import type { Services } from "#server/services.ts";
import { holderOf } from "#server/closing/status-session/require-status-session.ts";
import { requireMoneyView } from "#server/closing/status-session/require-money-view.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { AppError } from "#server/http/errors.ts";
import { openWire } from "#server/money/wire/wire-seal.ts";
import { activeVersion } from "#server/money/wire/wire-instructions.queries.ts";
import { fileForWire, recordWireView } from "#server/money/wire/wire-views.queries.ts";
import { STATUS_VERIFIED, apiRouter } from "../openapi.ts";
import { privateAnswer, statusError, statusIpLimit, statusLinkErrors, tokenParam } from "./status-route-parts.ts";

const USER_AGENT_CHARS = 400;

function officeJson(office: Office | undefined): StatusWire["office"] {
  const phone = office?.phone ?? SITE.phone;
  return { city: office?.city ?? "", phone, phone_href: `tel:${toE164(phone) ?? phone.replace(/[^\d+]/g, "")}` };
}

export function statusWireRoutes(ctx: Services) {
  const get = createRoute({
    tags: ["Status page"],
    security: STATUS_VERIFIED,
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verified"), requireMoneyView(ctx)] as const,
    method: "get",
    path: "/{token}/wire-instructions",
    summary: "The wire instructions for the verified buyer, beside the office's number to call and confirm (a fresh code needed)",
    request: { params: tokenParam },
    responses: {
      200: { description: "The instructions, or none with a message to call", content: { "application/json": { schema: statusWireSchema } } },
      401: statusError("verification_required (no verified session) or fresh_verification_required (the code is older than 10 minutes, or went to the e-mail when there is a phone)"),
      403: statusError(`buyers_only: a seller. "${WIRE_VIEW_WORDS.buyersOnly}"`),
      ...statusLinkErrors,
    },
  });
  return apiRouter().openapi(get, async (c) => {
    const { link, party } = holderOf(c);
    if (party.role !== "buyer") throw new AppError(403, "buyers_only", WIRE_VIEW_WORDS.buyersOnly);
    const file = await fileForWire(ctx.db, link.fileId);
    const office = officeByCity(file?.office);
    const base = { office: officeJson(office), funds_due_cents: file?.fundsDueCents ?? null, warning: WIRE_VIEW_WORDS.warning };
    const version = office ? await activeVersion(ctx.db, office.city) : undefined;
    if (!file || !office || !version) {
      return c.json({ ...base, instructions: null, message: office ? WIRE_VIEW_WORDS.noInstructions : WIRE_VIEW_WORDS.noOffice }, 200);
    }
    const w = await openWire(ctx, version);
    const ip = clientIp(c, ctx.config.TRUST_PROXY);
    await recordWireView(ctx.db, {
      fileId: link.fileId,
      partyId: party.id,
      partyName: party.name,
      instructionsId: version.id,
      ip: isIP(ip) ? ip : null,
      userAgent: c.req.header("user-agent")?.slice(0, USER_AGENT_CHARS) ?? null,
    });
    const instructions = {
      bank_name: w.bank_name,
      bank_address: w.bank_address,
      routing_number: w.routing_number,
      account_number: w.account_number,
      account_name: w.account_name,
      reference: wireReference(w.reference_format, file.fileNumber),
    };
    return c.json({ ...base, instructions, message: null }, 200);
  });
}
