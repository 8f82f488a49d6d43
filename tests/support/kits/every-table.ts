/**
 * A database with a row in every table of db/schema and documents in the file store, for the
 * backup round trip (server/backup/backup-restore.test.ts). The people, the session, a two-step
 * factor, the closing file's document and its status link come through the real API (so the rows
 * are what the product writes); every table still empty after that gets a row written straight
 * in, with the values the schema's checks accept. fillEveryTable names any table it could not fill,
 * so a table added later without a filler here fails the round trip instead of being skipped.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { is, sql } from "drizzle-orm";
import { PgTable as PgTableClass } from "drizzle-orm/pg-core";
import * as schema from "#db/schema/index.ts";
import { queryRows, type AppDb } from "#db/client.ts";
import { OFFICE_CITIES } from "#core/site/settings.ts";
import { SERVICE_TYPE_VALUES } from "#core/domain/enums.ts";
import { tokenHash } from "#server/closing/link-tokens.ts";
import { signUpFresh, userWithVerifiedFactor, type AuthTestContext } from "#server/auth/tests/helpers.ts";
import { admin, form, openFile, SAMPLES, send, statusLink, type Person } from "./documents.ts";
import { addMessage } from "./message-rows.ts";
import { addRequest } from "./request-rows.ts";
import { addEvent } from "./notifier.ts";

/** Every table of db/schema, by its SQL name. */
export function schemaTableNames(): string[] {
  const values: unknown[] = Object.values(schema);
  return values
    .filter((v): v is PgTable => is(v, PgTableClass))
    .map((t) => getTableConfig(t).name)
    .sort();
}

/** How many rows each table holds. */
export async function rowCounts(db: AppDb): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of schemaTableNames()) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row!.n;
  }
  return counts;
}

export interface FilledData {
  /** A customer who signs in with a password. */
  account: { email: string; password: string; id: string };
  staff: Person;
  fileId: string;
  /** A document uploaded through the API (SAMPLES.pdf), sealed under the master key in the store. */
  documentId: string;
  /** The status link's token, as a buyer's e-mail carries it. */
  statusToken: string;
  propertyAddress: string;
}

export async function fillEveryTable(t: AuthTestContext): Promise<FilledData> {
  const db = t.database.db;
  // Through the API: accounts (users, identities, profiles, sessions, refresh tokens, signing keys,
  // rate limits, audit), a verified TOTP factor (factors, challenges, AMR claims), and a document.
  const password = "restored horse battery";
  const account = await signUpFresh(t.app, { password, data: { account_type: "agent" } });
  await userWithVerifiedFactor(t.app);
  const staff = await admin(t);
  const fileId = await openFile(t.database, [
    { role: "buyer", email: account.email },
    { role: "seller", email: "seller@example.com" },
  ]);
  const { token: statusToken, linkId } = await statusLink(t.database, fileId);
  const uploaded = await send(t.app, "POST", `/api/v1/admin/closing-files/${fileId}/documents`, {
    token: staff.token,
    body: form({ name: "purchase-agreement.pdf", bytes: SAMPLES.pdf, type: "application/pdf" }, { visibility: "everyone" }),
  });
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${uploaded.text}`);
  const documentId = uploaded.json.id as string;

  const [file] = await db.select().from(schema.closingFiles).where(sql`${schema.closingFiles.id} = ${fileId}`);
  const parties = await db.select().from(schema.closingParties).where(sql`${schema.closingParties.fileId} = ${fileId}`);
  const seller = parties.find((p) => p.role === "seller")!;
  const userId = account.session.user.id;
  const inAnHour = new Date(Date.now() + 3_600_000);
  const [session] = await db.select().from(schema.authSessions).limit(1);

  // Straight in, for what the API calls above do not write.
  const fillers: Record<string, () => Promise<unknown>> = {
    app_secrets: () => db.insert(schema.appSecrets).values({ name: "backup-test", value: randomBytes(32).toString("base64") }),
    audit_events: () => db.insert(schema.auditEvents).values({ action: "backup.test" }),
    auth_flow_state: () =>
      db.insert(schema.authFlowState).values({ userId, authCode: randomUUID(), codeChallenge: "x".repeat(43), codeChallengeMethod: "s256", providerType: "email", authenticationMethod: "magiclink" }),
    auth_mfa_recovery_codes: () => db.insert(schema.authMfaRecoveryCodes).values({ userId, codeHash: tokenHash("recovery-code") }),
    auth_one_time_tokens: () => db.insert(schema.authOneTimeTokens).values({ userId, tokenType: "recovery", tokenHash: tokenHash("otp"), relatesTo: account.email, expiresAt: inAnHour }),
    auth_webauthn_credentials: () => db.insert(schema.authWebauthnCredentials).values({ userId, credentialId: randomBytes(16).toString("base64url"), publicKey: randomBytes(65).toString("base64url") }),
    auth_webauthn_challenges: () => db.insert(schema.authWebauthnChallenges).values({ userId, kind: "authentication", challenge: randomBytes(32).toString("base64url"), expiresAt: inAnHour }),
    calendar_feeds: () => db.insert(schema.calendarFeeds).values({ userId, tokenHash: tokenHash("feed") }),
    clients: () => db.insert(schema.clients).values({ userId, name: "Pat Client", email: "pat@example.com" }),
    communications: async () => {
      const [client] = await db.select().from(schema.clients).limit(1);
      await db.insert(schema.communications).values({ clientId: client!.id, userId: client!.userId, type: "sms", content: "See you at closing." });
    },
    closing_conversations: () => db.insert(schema.closingConversations).values({ fileId, lastMessageAt: new Date() }),
    closing_messages: () => addMessage(db, fileId, { authorKind: "staff", authorLabel: "Heartland Closing", authorUserId: staff.id, body: "Your closing is set.", visibility: "everyone" }),
    closing_file_events: () => addMessage(db, fileId, { authorKind: "staff", authorLabel: "Heartland Closing", body: "Second note.", visibility: "everyone" }),
    closing_message_revisions: async () => {
      const [message] = await db.select().from(schema.closingMessages).limit(1);
      await db.insert(schema.closingMessageRevisions).values({ messageId: message!.id, body: "Your closing is set!", change: "edited", changedBy: staff.id });
    },
    closing_message_documents: async () => {
      const [message] = await db.select().from(schema.closingMessages).limit(1);
      await db.insert(schema.closingMessageDocuments).values({ messageId: message!.id, documentId });
    },
    closing_message_reads: () => db.insert(schema.closingMessageReads).values({ fileId, reader: `party:${seller.id}`, readerLabel: seller.name, readThroughSeq: 1 }),
    closing_milestone_events: () => addEvent(db, fileId, "abstract_ordered", "done"),
    closing_milestones: () => db.insert(schema.closingMilestones).values({ fileId, milestone: "abstract_ordered", state: "done", updatedBy: staff.id }),
    closing_requests: () => addRequest(db, fileId, { owner: "buyer" }),
    closing_request_documents: async () => {
      const request = (await db.select().from(schema.closingRequests).limit(1))[0] ?? (await addRequest(db, fileId, { owner: "buyer" }));
      await db.insert(schema.closingRequestDocuments).values({ requestId: request.id, documentId });
    },
    disbursement_accounts: () =>
      db.insert(schema.disbursementAccounts).values({ fileId, kind: "proceeds", partyId: seller.id, holderName: seller.name, visibleDigits: "6789", sealed: `sealed:${randomBytes(24).toString("base64")}` }),
    email_templates: () => db.insert(schema.emailTemplates).values({ name: "Backup test", subject: "Hello", content: "Hello {{name}}" }),
    leads: () => db.insert(schema.leads).values({ name: "Lee Lead", email: "lee@example.com", message: "Call me about a refinance." }),
    notification_preferences: () => db.insert(schema.notificationPreferences).values({ userId }),
    office_wire_instructions: () =>
      db.insert(schema.officeWireInstructions).values({
        office: OFFICE_CITIES[0]!,
        bankName: "Hawkeye Bank",
        visibleDigits: "4321",
        dataKey: `hcdk1.${randomBytes(16).toString("base64url")}`,
        sealed: `sealed:${randomBytes(24).toString("base64")}`,
        authoredBy: staff.id,
      }),
    wire_instruction_views: async () => {
      const [instructions] = await db.select().from(schema.officeWireInstructions).limit(1);
      await db.insert(schema.wireInstructionViews).values({ fileId, partyName: seller.name, partyId: seller.id, instructionsId: instructions?.id ?? null });
    },
    outbox: () => db.insert(schema.outbox).values({ toAddress: "someone@example.com", subject: "Hello", textBody: "Hello", kind: "backup.test" }),
    service_requests: () => db.insert(schema.serviceRequests).values({ name: "Sam Seller", email: "sam@example.com", serviceType: SERVICE_TYPE_VALUES[0] }),
    pipeline_notes: async () => {
      const [lead] = await db.select().from(schema.leads).limit(1);
      await db.insert(schema.pipelineNotes).values({ leadId: lead!.id, kind: "note", body: "Called back.", authorId: staff.id });
    },
    rate_limits: () => db.insert(schema.rateLimits).values({ key: "backup-test", windowStart: new Date(), expiresAt: inAnHour }),
    retention_policy: () => db.insert(schema.retentionPolicy).values({ bankDetailsDays: 45, documentYears: 12, inactiveLeadDays: 365, expiredAccessDays: 14, updatedBy: staff.id }),
    request_digests: () => db.insert(schema.requestDigests).values({ recipient: `party:${seller.id}`, day: "2026-11-28" }),
    scheduled_jobs: () => db.insert(schema.scheduledJobs).values({ name: "backup-test", lastResult: "succeeded", lastFinishedAt: new Date(), lastOutputBytes: 1234 }),
    sms_opt_outs: () => db.insert(schema.smsOptOuts).values({ phone: "+13195550100", keyword: "STOP" }),
    status_link_codes: () => db.insert(schema.statusLinkCodes).values({ linkId, partyId: seller.id, channel: "email", codeHash: tokenHash("123456"), expiresAt: inAnHour }),
    status_link_sessions: () => db.insert(schema.statusLinkSessions).values({ linkId, partyId: seller.id, tokenHash: tokenHash(randomUUID()), expiresAt: inAnHour, channel: "email" }),
    transactions: () => db.insert(schema.transactions).values({ userId, type: "purchase", propertyAddress: "1 Main St" }),
    auth_mfa_amr_claims: () => db.insert(schema.authMfaAmrClaims).values({ sessionId: session!.id, authenticationMethod: "password" }),
  };
  for (const [name, fill] of Object.entries(fillers)) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    if (row!.n === 0) await fill();
  }
  return { account: { email: account.email, password, id: userId }, staff, fileId, documentId, statusToken, propertyAddress: file!.propertyAddress };
}
