/**
 * The statements of POST /auth/v1/verify with a phone number (verify.routes.ts): redeeming a
 * texted code, what it proves (the number works, or is now the account's), and the session.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authIdentities, authUsers, type AuthUser } from "#db/schema/index.ts";
import type { Services } from "#server/services.ts";
import { consumeToken } from "../one-time-tokens.ts";
import { Refusal } from "../refusal.ts";
import { startSession, type ClientMeta } from "../sessions.queries.ts";
import { findUserById } from "../users.queries.ts";
import { findUserByPhone } from "../phone.queries.ts";
import type { RedeemRefusal } from "./verify.queries.ts";

export type PhoneVerifyType = "sms" | "phone_change";

async function findUserChangingTo(db: AppDb, phone: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select()
    .from(authUsers)
    .where(and(eq(authUsers.phoneChange, phone), isNull(authUsers.deletedAt)))
    .limit(1);
  return row;
}

/**
 * In one transaction: uses up the number's live code of the type (or accepts a test number's
 * fixed code, as GoTrue does, for whoever has or is changing to that number), applies it, and
 * starts a session. Refuses (Refusal, nothing written) when nothing matches. Another account
 * already holding a changed-to number is a unique violation.
 */
export async function redeemPhoneCode(
  ctx: Services,
  r: { type: PhoneVerifyType; phone: string; code: string; testCode: string | undefined; meta: ClientMeta },
): Promise<{ sessionId: string; refreshToken: string }> {
  return ctx.db.transaction(async (tx) => {
    let userId: string | undefined;
    if (r.testCode !== undefined && r.code === r.testCode) {
      userId = (r.type === "sms" ? await findUserByPhone(tx, r.phone) : await findUserChangingTo(tx, r.phone))?.id;
    } else {
      const used = await consumeToken(ctx, tx, [r.type === "sms" ? "otp" : "phone_change"], { relatesTo: r.phone, code: r.code });
      userId = used?.userId;
    }
    if (!userId) throw new Refusal<RedeemRefusal>("token_invalid");
    const user = await findUserById(tx, userId);
    if (!user) throw new Refusal<RedeemRefusal>("user_gone");
    if (r.type === "phone_change" && user.phoneChange !== r.phone) throw new Refusal<RedeemRefusal>("token_invalid");
    await applyPhoneVerification(tx, user, r.type, r.phone);
    const { session, refreshToken } = await startSession(ctx, tx, user, "otp", r.meta);
    return { sessionId: session.id, refreshToken };
  });
}

/** The number is confirmed (or becomes the account's), the user stops being anonymous, and its phone identity says so. */
async function applyPhoneVerification(tx: AppDb, user: AuthUser, type: PhoneVerifyType, phone: string): Promise<void> {
  const now = new Date();
  const providers = new Set(Array.isArray(user.rawAppMetaData.providers) ? (user.rawAppMetaData.providers as string[]) : []);
  providers.delete("anonymous");
  providers.add("phone");
  const appMetadata = { ...user.rawAppMetaData, provider: user.email ? (user.rawAppMetaData.provider ?? "phone") : "phone", providers: [...providers] };
  if (user.isAnonymous) appMetadata.provider = "phone";
  await tx
    .update(authUsers)
    .set(
      type === "phone_change"
        ? { phone, phoneChange: null, phoneChangeSentAt: null, phoneConfirmedAt: now, isAnonymous: false, rawAppMetaData: appMetadata }
        : { phoneConfirmedAt: user.phoneConfirmedAt ?? now, isAnonymous: false, rawAppMetaData: appMetadata },
    )
    .where(eq(authUsers.id, user.id));
  const identityData = { sub: user.id, phone, email_verified: Boolean(user.emailConfirmedAt), phone_verified: true };
  const updated = await tx
    .update(authIdentities)
    .set({ identityData })
    .where(and(eq(authIdentities.userId, user.id), eq(authIdentities.provider, "phone")))
    .returning({ id: authIdentities.id });
  if (!updated.length) await tx.insert(authIdentities).values({ userId: user.id, provider: "phone", providerId: user.id, identityData });
}
