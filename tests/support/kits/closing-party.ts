/**
 * Closing files for the party and status-page tests, written straight to the database (the staff
 * API is tested on its own): a file with every step's row, its parties, documents and a status
 * link whose token the test keeps.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingDocuments, closingFiles, closingMilestones, closingParties, closingStatusLinks, profiles } from "#db/schema/index.ts";
import type { DocumentVisibility, PartyRole } from "#core/closing/closing-enums.ts";
import { MILESTONE_IDS, type MilestoneId, type MilestoneState } from "#core/closing/milestones.ts";
import { tokenHash } from "#server/closing/link-tokens.ts";

let fileCount = 0;

export interface KitStep {
  state: MilestoneState;
  doneOn?: string;
  reason?: string;
  objections?: number;
  recordingReference?: string;
}

export interface KitFile {
  parties?: { role: PartyRole; name?: string; email?: string | null; phone?: string | null }[];
  steps?: Partial<Record<MilestoneId, KitStep>>;
  createdAt?: Date;
  completedAt?: Date | null;
  closingAt?: Date | null;
  closingTimeSet?: boolean;
  closingPlace?: "office" | "remote_online_notary" | null;
  closingLocation?: string | null;
  nextMilestone?: MilestoneId | null;
  progressPercent?: number;
  salePriceCents?: number | null;
  loanAmountCents?: number | null;
  notes?: string | null;
  closerName?: string | null;
  closerPhone?: string | null;
}

/** A file with a row for every step (pending unless given) and its parties; its id and number. */
export async function insertFile(db: AppDb, spec: KitFile = {}) {
  fileCount += 1;
  const fileNumber = `HC-2026-${String(process.pid % 1000).padStart(3, "0")}${String(fileCount).padStart(5, "0")}`;
  const [file] = await db
    .insert(closingFiles)
    .values({
      fileNumber,
      propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
      county: "Black Hawk",
      kind: "purchase",
      salePriceCents: spec.salePriceCents === undefined ? 25_000_000 : spec.salePriceCents,
      loanAmountCents: spec.loanAmountCents === undefined ? 20_000_000 : spec.loanAmountCents,
      closingAt: spec.closingAt ?? null,
      closingTimeSet: spec.closingTimeSet ?? false,
      closingPlace: spec.closingPlace ?? null,
      closingLocation: spec.closingLocation ?? null,
      notes: spec.notes === undefined ? "Staff only: seller is touchy about the fence line" : spec.notes,
      closerName: spec.closerName ?? null,
      closerPhone: spec.closerPhone ?? null,
      completedAt: spec.completedAt ?? null,
      nextMilestone: spec.nextMilestone === undefined ? "abstract_ordered" : spec.nextMilestone,
      progressPercent: spec.progressPercent ?? 8,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })
    .returning({ id: closingFiles.id, fileNumber: closingFiles.fileNumber });
  const steps = spec.steps ?? { file_opened: { state: "done", doneOn: "2026-11-02" } };
  await db.insert(closingMilestones).values(
    MILESTONE_IDS.map((milestone) => {
      const step = steps[milestone];
      return {
        fileId: file!.id,
        milestone,
        state: step?.state ?? "pending",
        doneOn: step?.doneOn ?? null,
        reason: step?.reason ?? null,
        objections: step?.objections ?? null,
        recordingReference: step?.recordingReference ?? null,
      };
    }),
  );
  const parties = spec.parties ?? [];
  if (parties.length > 0) {
    await db.insert(closingParties).values(
      parties.map((p, i) => ({
        fileId: file!.id,
        role: p.role,
        name: p.name ?? `Party ${i + 1}`,
        email: p.email === undefined || p.email === null ? null : p.email.toLowerCase(),
        phone: p.phone ?? null,
        // Parties are listed in the order added; one statement would give them one created_at.
        createdAt: new Date(Date.now() + i),
      })),
    );
  }
  return file!;
}

export async function insertDocument(db: AppDb, fileId: string, visibility: DocumentVisibility, name: string, createdAt?: Date) {
  const [doc] = await db
    .insert(closingDocuments)
    .values({
      fileId,
      name,
      contentType: "application/pdf",
      sizeBytes: 12_345,
      sha256: randomBytes(32).toString("hex"),
      storageKey: `closing/${fileId}/${randomUUID()}`,
      visibility,
      label: `${name} label`,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning({ id: closingDocuments.id });
  return doc!.id;
}

/** A status link of the file with a token as the server makes them (43 base64url characters); the token and the link's id. */
export async function insertStatusLink(db: AppDb, fileId: string, opts: { revoked?: boolean } = {}) {
  const token = randomBytes(32).toString("base64url");
  const [link] = await db
    .insert(closingStatusLinks)
    .values({ fileId, tokenHash: tokenHash(token), revokedAt: opts.revoked ? new Date() : null })
    .returning({ id: closingStatusLinks.id });
  return { token, linkId: link!.id };
}

export async function statusLinkRow(db: AppDb, linkId: string) {
  const [row] = await db.select().from(closingStatusLinks).where(eq(closingStatusLinks.id, linkId));
  return row!;
}

export async function makeAdmin(db: AppDb, userId: string): Promise<void> {
  await db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, userId));
}

export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * 86_400_000);
