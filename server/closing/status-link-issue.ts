/**
 * Issuing, showing and sending a buyer's or seller's status link (closing_status_links). A file has
 * at most one live link; issuing revokes the live one, so an old link stops the moment a new one is
 * made. The token is recomputed from the row (link-tokens.ts), so staff can show or resend the
 * live link without the database ever holding it.
 */
import { randomUUID } from "node:crypto";
import type { AppDb } from "#db/client.ts";
import type { ClosingFile, ClosingParty } from "#db/schema/index.ts";
import { CONSUMER_ROLES, type PartyRole } from "#core/closing/closing-enums.ts";
import { statusLinkMail } from "#core/closing/status-link-mail.ts";
import type { ClosingStatusLink } from "#core/api/closing-status-link.ts";
import type { Services } from "../services.ts";
import { enqueueEmail } from "../messaging/outbox.ts";
import { linkToken, statusPageUrl, tokenHash } from "./link-tokens.ts";
import { statusLinkExpiry } from "./status-link-lookup.ts";
import { insertStatusLink, revokeStatusLink, type StatusLinkRow } from "./status-links.queries.ts";

type LinkServices = Pick<Services, "keys" | "config">;

export interface IssuedStatusLink {
  row: StatusLinkRow;
  token: string;
}

/** A buyer or seller with an e-mail: who is sent the status link. */
export function getsStatusLink(party: Pick<ClosingParty, "role" | "email">): boolean {
  return party.email !== null && CONSUMER_ROLES.includes(party.role as PartyRole);
}

/**
 * Revokes the live link and issues a new one; call inside the transaction that holds the file's
 * row lock, so two issues of one file cannot both find no live link.
 */
export async function issueStatusLink(db: AppDb, services: LinkServices, fileId: string, actorId: string): Promise<IssuedStatusLink> {
  await revokeStatusLink(db, fileId);
  // The token is the HMAC of the row's id, so the id is chosen before the row is written.
  const id = randomUUID();
  const token = await linkToken(services, "status-link", id);
  const row = await insertStatusLink(db, { id, fileId, tokenHash: tokenHash(token), createdBy: actorId });
  return { row, token };
}

/** The live link's token, recomputed from its row. */
export function tokenOf(services: LinkServices, row: Pick<StatusLinkRow, "id">): Promise<string> {
  return linkToken(services, "status-link", row.id);
}

/** Queues the status-page e-mail to each buyer and seller with an e-mail; how many were queued. */
export async function sendStatusLink(
  db: AppDb,
  services: LinkServices,
  file: Pick<ClosingFile, "id" | "fileNumber" | "propertyAddress">,
  parties: readonly ClosingParty[],
  token: string,
): Promise<number> {
  const url = statusPageUrl(services, token);
  let sent = 0;
  const seen = new Set<string>();
  for (const party of parties) {
    if (!getsStatusLink(party) || seen.has(party.email!)) continue;
    // A couple on the file under one shared address gets one message.
    seen.add(party.email!);
    const mail = statusLinkMail({ name: party.name, propertyAddress: file.propertyAddress, fileNumber: file.fileNumber, url });
    await enqueueEmail(db, { to: party.email!, subject: mail.subject, text: mail.text, html: mail.html, kind: "closing.status_link", refId: file.id });
    sent += 1;
  }
  return sent;
}

/** The wire shape of a live row (core/api/closing-status-link.ts). */
export async function statusLinkJson(services: LinkServices, row: StatusLinkRow, completedAt: Date | null): Promise<ClosingStatusLink> {
  return {
    id: row.id,
    url: statusPageUrl(services, await tokenOf(services, row)),
    created_at: row.createdAt.toISOString(),
    view_count: row.viewCount,
    last_viewed_at: row.lastViewedAt?.toISOString() ?? null,
    expires_at: statusLinkExpiry(completedAt)?.toISOString() ?? null,
  };
}
