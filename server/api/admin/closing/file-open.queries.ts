/**
 * Opening a closing file, from scratch or from a service request, in one transaction: the file
 * with its number, a row for every step, file_opened done today (a move like any other, so its
 * event and audit are written the same way), the parties, each agent's and lender's invitation
 * (server/closing/party-invitation.ts), the audit row, and, when a buyer or seller has an e-mail,
 * a status link sent to them.
 */
import { eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingMilestones, closingParties, serviceRequests, type ClosingParty } from "#db/schema/index.ts";
import { appointmentInstant } from "#core/closing/appointment.ts";
import type { ClosingFileFields, PartyFields } from "#core/closing/closing-file-fields.ts";
import type { PartyRole } from "#core/closing/closing-enums.ts";
import { requesterRole as roleOfRequester } from "#core/closing/file-from-request.ts";
import type { ServiceType } from "#core/domain/enums.ts";
import { MILESTONES, newTimeline } from "#core/closing/milestones.ts";
import type { Services } from "#server/services.ts";
import { auditClosing, type ClosingActor } from "#server/closing/closing-audit.ts";
import { nextFileNumber } from "#server/closing/file-number.ts";
import { iowaToday, moveMilestone, progressOf } from "#server/closing/milestone-move.ts";
import { invitePortalParties } from "#server/closing/party-invitation.ts";
import { syncRequests } from "#server/closing/requests/sync-requests.ts";
import { getsStatusLink, issueStatusLink, sendStatusLink } from "#server/closing/status-link-issue.ts";
import { recordStatusChange } from "../pipeline/pipeline.queries.ts";


/** The stored appointment columns of an Iowa date and optional time. */
export function appointmentColumns(date: string | null, time: string | null) {
  return {
    closingAt: date ? appointmentInstant({ date, time }) : null,
    closingTimeSet: date !== null && time !== null,
  };
}

async function insertFile(db: AppDb, services: Services, fields: ClosingFileFields, parties: PartyFields[], by: ClosingActor, serviceRequestId: string | null) {
  const now = new Date();
  const progress = progressOf(newTimeline());
  const [file] = await db
    .insert(closingFiles)
    .values({
      fileNumber: await nextFileNumber(db, now),
      propertyAddress: fields.property_address,
      county: fields.county,
      kind: fields.kind,
      titleEvidence: fields.title_evidence,
      salePriceCents: fields.sale_price_cents,
      loanAmountCents: fields.loan_amount_cents,
      fundsDueCents: fields.funds_due_cents,
      ...appointmentColumns(fields.closing_date, fields.closing_time),
      closingPlace: fields.closing_place,
      closingLocation: fields.closing_location,
      notes: fields.notes,
      closerName: fields.closer_name,
      closerPhone: fields.closer_phone,
      sellerLoanCount: fields.seller_loan_count,
      extraCounties: fields.extra_counties,
      privateSewage: fields.private_sewage,
      office: fields.office,
      serviceRequestId,
      createdBy: by.actorId,
      nextMilestone: progress.nextMilestone,
      progressPercent: progress.progressPercent,
    })
    .returning();
  const fileId = file!.id;
  await db.insert(closingMilestones).values(MILESTONES.map((m) => ({ fileId, milestone: m.id, updatedBy: by.actorId })));
  let added: ClosingParty[] = [];
  if (parties.length > 0) {
    added = await db
      .insert(closingParties)
      .values(
        parties.map((p, i) => ({
          fileId,
          role: p.role,
          name: p.name,
          email: p.email,
          phone: p.phone,
          company: p.company,
          // Parties are shown in the order added; one statement's rows would otherwise share a moment.
          createdAt: sql`now() + ${i} * interval '1 microsecond'`,
        })),
      )
      .returning();
  }
  const invited = await invitePortalParties(services, db, file!, added, { atOpening: true });
  await auditClosing(db, "closing_file.opened", fileId, by, {
    file_number: file!.fileNumber,
    parties: added.length,
    invited,
    ...(serviceRequestId ? { service_request_id: serviceRequestId } : {}),
  });
  await moveMilestone(db, fileId, { milestone: "file_opened", state: "done", date: iowaToday(now) }, by, now);
  await syncRequests(db, fileId, { actorId: by.actorId, actorLabel: "Staff" });
  if (added.some(getsStatusLink)) {
    const link = await issueStatusLink(db, services, fileId, by.actorId);
    const sent = await sendStatusLink(db, services, file!, added, link.token);
    await auditClosing(db, "closing_file.status_link_issued", fileId, by, { link_id: link.row.id, sent_to: sent });
  }
  return fileId;
}

/** A new file from scratch; its id. */
export function openClosingFile(db: AppDb, services: Services, fields: ClosingFileFields, parties: PartyFields[], by: ClosingActor) {
  return db.transaction((tx) => insertFile(tx, services, fields, parties, by, null));
}

export type OpenFromRequest = { opened: string } | { existing: string } | { missing: true };

/**
 * A file for a service request: the requester becomes a party, and the request moves to
 * converted (work has begun), audited like a status change staff make by hand. The request's
 * row is locked first, so two staff opening it at once make one file; the other finds it.
 */
export function openFileFromRequest(
  db: AppDb,
  services: Services,
  requestId: string,
  fields: ClosingFileFields,
  parties: PartyFields[],
  requesterRole: PartyRole | undefined,
  by: ClosingActor,
): Promise<OpenFromRequest> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, requestId)).for("update");
    if (!request) return { missing: true };
    const [existing] = await tx.select({ id: closingFiles.id }).from(closingFiles).where(eq(closingFiles.serviceRequestId, requestId));
    if (existing) return { existing: existing.id };
    // One of SERVICE_TYPE_VALUES: the table's CHECK constraint holds it to them.
    const role = requesterRole ?? roleOfRequester(request.userType, request.serviceType as ServiceType);
    const email = request.email.trim().toLowerCase();
    const requester: PartyFields = { role, name: request.name, email, phone: request.phone.trim() || null, company: request.company };
    // The form may already list the requester; one row per person and role.
    const listed = parties.some((p) => p.email === email && p.role === role);
    const fileId = await insertFile(tx, services, fields, listed ? parties : [requester, ...parties], by, requestId);
    if (request.status !== "converted") {
      await tx.update(serviceRequests).set({ status: "converted" }).where(eq(serviceRequests.id, requestId));
      await recordStatusChange(tx, "service_request", requestId, request.status, "converted", by);
    }
    return { opened: fileId };
  });
}
