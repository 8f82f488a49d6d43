/** The one lookup of sms_opt_outs: whether a number texted STOP (and not START since). */
import { eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { smsOptOuts } from "#db/schema/index.ts";

/** `e164` as sms_opt_outs keeps it, with "+". */
export async function hasOptedOut(db: AppDb, e164: string): Promise<boolean> {
  const rows = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, e164)).limit(1);
  return rows.length > 0;
}
