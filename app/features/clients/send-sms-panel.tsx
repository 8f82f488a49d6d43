import { MessageSquare } from "lucide-react";
import type { ClientDetail } from "#core/api/client.ts";
import { COMMUNICATION_LIMITS, COMMUNICATION_MESSAGES as M, sendSmsSchema, smsLength } from "#core/clients/communication-fields.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { useSchemaForm } from "#app/lib/forms/use-schema-form.ts";
import { toast } from "#app/lib/toast.ts";
import { useSendCommunication } from "./clients-queries.ts";
import { useSendRefusal } from "./send-refusal.tsx";

/** "42 characters · 1 text" (and why a short text counts as more: a character outside GSM-7). */
function lengthLine(text: string): string {
  const { characters, segments, encoding } = smsLength(text);
  const texts = `${segments} ${segments === 1 ? "text" : "texts"}`;
  const special = encoding === "UCS-2" && characters > 0 ? " (an emoji or special character makes each text shorter: 70 characters)" : "";
  return `${characters.toLocaleString("en-US")} / ${COMMUNICATION_LIMITS.smsBody.toLocaleString("en-US")} characters · ${texts}${special}`;
}

/**
 * Send SMS: the message, with its length and how many texts it will be billed as. Without a
 * phone number, or when the client texted STOP, the controls are disabled with a red hint.
 */
export function SendSmsPanel({ client }: { client: ClientDetail }) {
  const send = useSendCommunication(client.id);
  const refused = useSendRefusal(M.smsFailed);
  const form = useSchemaForm({
    schema: sendSmsSchema,
    initial: { type: "sms", content: "" },
    send: (values) => send.mutateAsync({ type: "sms", content: values.content }),
    onSent: (reset) => {
      reset();
      refused.clear();
      toast.success(M.smsSent);
    },
    onFailed: refused.onFailed,
  });
  const hint = !client.phone ? M.noPhone : !toE164(client.phone) ? M.phoneNotTextable : client.sms_opted_out ? M.optedOut : null;
  const blocked = hint !== null;

  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit} aria-labelledby="send-sms-heading" className="grid content-start gap-4">
      <h3 id="send-sms-heading" className="text-lg font-bold text-navy-950">
        Send SMS
      </h3>
      {hint ? <p className="text-sm font-medium text-red-600">{hint}</p> : null}
      <Field
        control="textarea"
        label="Message"
        required
        disabled={blocked}
        rows={4}
        hint={lengthLine(form.values.content)}
        {...form.field("content")}
      />
      <FailureAlert failure={refused.failure} onRetry={() => form.formRef.current?.requestSubmit()} retrying={form.busy} />
      <Button type="submit" disabled={blocked} busy={form.busy} busyLabel="Sending..." className="justify-self-start">
        <MessageSquare aria-hidden="true" className="size-5" />
        Send SMS
      </Button>
    </form>
  );
}
