import { Mail } from "lucide-react";
import type { ClientDetail } from "#core/api/client.ts";
import { COMMUNICATION_MESSAGES as M, sendEmailSchema } from "#core/clients/communication-fields.ts";
import { fillTemplate, knownTemplateValues, unfilledPlaceholders } from "#core/domain/email-templates.ts";
import { SITE } from "#core/site/settings.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { useSchemaForm } from "#app/lib/forms/use-schema-form.ts";
import { toast } from "#app/lib/toast.ts";
import { useEmailTemplates, useSendCommunication } from "./clients-queries.ts";
import { useSendRefusal } from "./send-refusal.tsx";
import { useTemplateValues } from "./template-values-query.ts";

/**
 * Send Email: pick a template (its placeholders filled with what we know, shown before sending:
 * the client, the sender's name, the company, and the closing file's property and appointment
 * when the client is a party on one of the sender's files) or write one; subject and message required. The e-mail goes From the company with Reply-To the
 * sender. Without an e-mail address on file the controls are disabled, with the red hint.
 */
export function SendEmailPanel({ client }: { client: ClientDetail }) {
  const { user } = useAuth();
  const templates = useEmailTemplates();
  const known = useTemplateValues(client.id, !!client.email);
  const send = useSendCommunication(client.id);
  const refused = useSendRefusal(M.emailFailed);
  const form = useSchemaForm({
    schema: sendEmailSchema,
    initial: { type: "email", subject: "", content: "" },
    send: (values) => send.mutateAsync({ type: "email", subject: values.subject, content: values.content }),
    onSent: (reset) => {
      reset();
      refused.clear();
      toast.success(M.emailSent);
    },
    onFailed: refused.onFailed,
  });
  const noEmail = !client.email;
  const disabled = noEmail || form.busy;

  const applyTemplate = (id: string) => {
    const template = templates.data?.data.find((t) => t.id === id);
    if (!template) return;
    const file = known.data?.closing_file;
    const values = {
      ...knownTemplateValues({
        client: { name: client.name, company: client.company },
        sender: { name: known.data?.sender_name ?? null, email: user?.email ?? "" },
        company: { name: SITE.brand, phone: SITE.phone, email: SITE.email },
      }),
      ...(file ? { property_address: file.property_address, closing_date: file.closing_date, closing_time: file.closing_time, closing_location: file.closing_location } : {}),
    };
    form.setValues({ type: "email", subject: fillTemplate(template.subject, values), content: fillTemplate(template.content, values) });
  };
  const open = [...new Set([...unfilledPlaceholders(form.values.subject), ...unfilledPlaceholders(form.values.content)])];

  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit} aria-labelledby="send-email-heading" className="grid content-start gap-4">
      <h3 id="send-email-heading" className="text-lg font-bold text-navy-950">
        Send Email
      </h3>
      {noEmail ? <p className="text-sm font-medium text-red-600">{M.noEmail}</p> : null}
      <div className="grid gap-1.5">
        <Field
          control="choice"
          label="Template"
          options={[["", templates.isPending ? "Loading templates…" : "Write your own, or pick a template"], ...(templates.data?.data.map((t) => [t.id, t.name] as const) ?? [])]}
          disabled={disabled || !templates.data}
          defaultValue=""
          onChange={(e) => applyTemplate(e.target.value)}
        />
        {templates.isError ? (
          <p role="alert" className="text-sm font-medium text-red-600">
            {M.templatesFailed}.{" "}
            <button type="button" className="underline" onClick={() => void templates.refetch()}>
              Try again
            </button>
          </p>
        ) : null}
      </div>
      <Field label="Subject" required disabled={noEmail} maxLength={200} {...form.field("subject")} />
      <Field control="textarea" label="Message" required disabled={noEmail} rows={8} {...form.field("content")} />
      {open.length > 0 && !form.errors.subject && !form.errors.content ? (
        <p className="text-sm text-navy-700">
          Still to fill in before sending: {open.map((name) => `{{${name}}}`).join(", ")}
        </p>
      ) : null}
      <FailureAlert failure={refused.failure} onRetry={() => form.formRef.current?.requestSubmit()} retrying={form.busy} />
      <Button type="submit" disabled={noEmail} busy={form.busy} busyLabel="Sending..." className="justify-self-start">
        <Mail aria-hidden="true" className="size-5" />
        Send Email
      </Button>
    </form>
  );
}
