/**
 * The completion e-mail (issue 29; core/closing/completion-mail.ts): when a batch of a file's
 * changes leaves it closed and disbursed, each buyer and seller on the file with an e-mail address
 * gets one, once per file however often the step is reopened and done again. The notifier calls
 * this in the batch's transaction (server/closing/notifier.ts), so the e-mail waits out the same
 * quiet window as every notice (a step marked by mistake and set back is never announced), and the
 * buyers' and sellers' notice of that batch stands aside for it (consumerNoticeSteps).
 * It goes whether or not the file has a live status link: it stands on its own, and carries the
 * link when there is one.
 */
import { CONSUMER_ROLES, type PartyRole } from "#core/closing/closing-enums.ts";
import { completionMail, type CompletionRole } from "#core/closing/completion-mail.ts";
import type { ClosingKind } from "#core/closing/milestones.ts";
import { closedInBatch, type NoticeChange } from "#core/closing/notification-mail.ts";
import type { AppDb } from "#db/client.ts";
import type { ClosingFile, ClosingParty } from "#db/schema/index.ts";
import { enqueueEmail } from "../messaging/outbox.ts";
import type { Services } from "../services.ts";
import { COMPLETION_MAIL_KIND, completionMailedTo } from "./completion-notice.queries.ts";
import { linkToken, statusPageUrl } from "./link-tokens.ts";
import { liveStatusLink } from "./notifier.queries.ts";
import { statusLinkExpiry } from "./status-link-lookup.ts";

/** Buyers and sellers with an address, one per address (their first row's name, every role they hold). */
function consumersOf(parties: readonly ClosingParty[]): { email: string; name: string; roles: CompletionRole[] }[] {
  const people = new Map<string, { email: string; name: string; roles: CompletionRole[] }>();
  for (const p of parties) {
    if (!p.email || !CONSUMER_ROLES.includes(p.role as PartyRole)) continue;
    const role = p.role as CompletionRole;
    const known = people.get(p.email);
    if (!known) people.set(p.email, { email: p.email, name: p.name, roles: [role] });
    else if (!known.roles.includes(role)) known.roles.push(role);
  }
  return [...people.values()];
}

/** Queues the completion e-mails the batch calls for; returns how many. */
export async function tellCompletion(tx: AppDb, services: Services, file: ClosingFile, changes: readonly NoticeChange[], parties: readonly ClosingParty[]): Promise<number> {
  if (!closedInBatch(changes)) return 0;
  const mailed = await completionMailedTo(tx, file.id);
  const people = consumersOf(parties).filter((p) => !mailed.has(p.email));
  if (people.length === 0) return 0;
  const link = await liveStatusLink(tx, file.id);
  const expiresAt = statusLinkExpiry(file.completedAt);
  const statusUrl = link && !(expiresAt && expiresAt <= new Date()) ? statusPageUrl(services, await linkToken(services, "status-link", link.id)) : null;
  const recorded = changes.filter((c) => c.milestone === "recorded").at(-1)?.state === "done";
  for (const person of people) {
    const mail = completionMail({
      name: person.name,
      roles: person.roles,
      kind: file.kind as ClosingKind,
      propertyAddress: file.propertyAddress,
      fileNumber: file.fileNumber,
      recorded,
      statusUrl,
    });
    await enqueueEmail(tx, { to: person.email, subject: mail.subject, text: mail.text, html: mail.html, kind: COMPLETION_MAIL_KIND, refId: file.id });
  }
  return people.length;
}
