/**
 * POST /auth/v1/resend with a phone number (resend.routes.ts): the code of a phone sign-up not
 * confirmed yet (type sms), or of a pending phone change (type phone_change), texted again.
 * Nothing pending answers the same as something sent, so nobody learns whose number it is.
 */
import type { Services } from "#server/services.ts";
import { enforceSmsSend, type SmsPurpose } from "../phone-sms.ts";
import { findPendingPhoneChange, findUserByPhone } from "../phone.queries.ts";
import { resendPhoneConfirmation } from "./signup.queries.ts";
import { requestPhoneChange } from "./user.queries.ts";

export async function resendPhoneCode(ctx: Services, purpose: SmsPurpose, phone: string, ip: string): Promise<void> {
  if (purpose === "otp") {
    const user = await findUserByPhone(ctx.db, phone);
    if (!user || user.phoneConfirmedAt) return;
    await enforceSmsSend(ctx, "otp", phone, ip);
    await resendPhoneConfirmation(ctx, { userId: user.id, phone });
  } else {
    // The number given is the pending new one, or the current one (GoTrue looks up the current one).
    const user = await findPendingPhoneChange(ctx.db, phone);
    if (!user?.phoneChange) return;
    await enforceSmsSend(ctx, "phone_change", user.phoneChange, ip);
    await requestPhoneChange(ctx, { userId: user.id, to: user.phoneChange });
  }
  ctx.kickOutbox();
}
