/**
 * Disbursement accounts on the wire (issue 32; docs/money-contract.md): what staff read of each
 * account money leaves a file to (masked: never the routing or account number but on the reveal
 * route), what they send to add or change a payoff, and what a seller reads and sends for their
 * proceeds on the verified status page. The rules of the numbers are core/money/bank-account.ts's.
 */
import { z } from "zod";
import { ACCOUNT_TYPE_VALUES, payoffAccountSchema } from "../money/bank-account.ts";
import { CALLBACK_SOURCE_VALUES, VERIFICATION_STATE_VALUES } from "../money/callback-rules.ts";
import { DISBURSEMENT_ACCOUNT_KINDS } from "../money/disbursement-account-kinds.ts";
import { toE164 } from "../messaging/phone.ts";
import { safeString } from "../validation/safe-text.ts";

export const PAYOFF_PHONE_MESSAGE = "Enter the phone number printed on the payoff statement as a phone number, such as (515) 555-0142, or leave it empty";

/**
 * A payoff as staff enter it from the payoff statement, with the phone printed on the statement
 * when there is one: that number came with the details, so a callback to it proves nothing
 * (callback-rules.ts isSubmittedNumber).
 */
export const payoffInputSchema = payoffAccountSchema.extend({
  statement_phone: safeString()
    .trim()
    .refine((v) => v === "" || toE164(v) !== undefined, PAYOFF_PHONE_MESSAGE)
    .optional(),
});
export type PayoffInput = z.input<typeof payoffInputSchema>;

export const disbursementCallbackSchema = z
  .object({
    number_called: z.string(),
    number_source: z.enum(CALLBACK_SOURCE_VALUES),
    number_source_label: z.string().meta({ example: "Lender's published customer service number" }),
    confirmed_by: z.string(),
    called_at: z.string(),
    recorded_by: z.string().nullable().meta({ description: "The administrator's name (or e-mail)" }),
    recorded_at: z.string().nullable(),
  })
  .meta({ id: "DisbursementCallback" });

export const disbursementAccountSchema = z
  .object({
    id: z.string().uuid(),
    file_id: z.string().uuid(),
    kind: z.enum(DISBURSEMENT_ACCOUNT_KINDS),
    label: z.string().meta({ example: "Payoff to First Iowa Bank" }),
    holder_name: z.string().meta({ description: "The account holder (proceeds) or the lender (payoff)" }),
    party_id: z.string().uuid().nullable(),
    account_type: z.enum(ACCOUNT_TYPE_VALUES).nullable(),
    masked_account: z.string().meta({ example: "•••• 6789" }),
    state: z.enum(VERIFICATION_STATE_VALUES),
    state_label: z.string().meta({ example: "Waiting for a callback" }),
    submitted_numbers: z.array(z.string()).meta({ description: "Phones that came with the details: calling one proves nothing" }),
    callback: disbursementCallbackSchema.nullable(),
    approved_by: z.string().nullable(),
    approved_at: z.string().nullable(),
    details_changed_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "DisbursementAccount" });
export type DisbursementAccountJson = z.infer<typeof disbursementAccountSchema>;

export const disbursementAccountListSchema = z.object({ data: z.array(disbursementAccountSchema) }).meta({ id: "DisbursementAccountList" });

/** The whole numbers, to an aal2 administrator who asked on purpose (audited). */
export const revealedAccountSchema = z
  .object({
    id: z.string().uuid(),
    routing_number: z.string().meta({ example: "073000228" }),
    account_number: z.string().meta({ example: "123456789" }),
    loan_reference: z.string().nullable(),
  })
  .meta({ id: "RevealedDisbursementAccount" });
export type RevealedAccount = z.infer<typeof revealedAccountSchema>;

/** A seller's proceeds account as the status page shows it back: masked, with its state in plain words. */
export const proceedsAccountViewSchema = z
  .object({
    account: z
      .object({
        holder_name: z.string(),
        account_type: z.enum(ACCOUNT_TYPE_VALUES).nullable(),
        masked_account: z.string().meta({ example: "•••• 6789" }),
        state: z.enum(VERIFICATION_STATE_VALUES),
        state_words: z.string(),
        details_changed_at: z.string(),
      })
      .nullable(),
  })
  .meta({ id: "ProceedsAccountView" });
export type ProceedsAccountView = z.infer<typeof proceedsAccountViewSchema>;
