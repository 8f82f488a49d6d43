import { Send } from "lucide-react";
import { CONTACT_MESSAGES } from "#core/leads/form-texts.ts";
import { lazySchema } from "#app/lib/forms/lazy-schema.ts";
import { HoneypotField } from "#app/components/forms/honeypot-field.tsx";
import { RequiredNote } from "#app/components/forms/required-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { toast } from "#app/lib/toast.ts";
import { useLeadForm } from "#app/lib/forms/use-lead-form.ts";

const EMPTY = { name: "", email: "", company: "", phone: "", message: "" };


const CONTACT_SCHEMA = lazySchema(() => import("#core/leads/contact-lead.ts").then((m) => m.contactLeadSchema));

/**
 * The /contact form (POST /api/v1/leads): full name, e-mail and message required, company and
 * phone optional. The outcome is a toast, as the spec has it; the form clears only once the
 * message is accepted.
 */
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const { formRef, busy, notice, submit, field } = useLeadForm({
    schema: CONTACT_SCHEMA,
    empty: EMPTY,
    endpoint: "/api/v1/leads",
    emailField: "email",
    onSent: () => toast.success(CONTACT_MESSAGES.success),
    onFailed: () => toast.error(CONTACT_MESSAGES.failure),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : "Contact us"}
      className="relative grid gap-5"
    >
      <RequiredNote />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full name" autoComplete="name" required {...field("name")} />
        <Field label="Email" type="email" autoComplete="email" required {...field("email")} />
        <Field label="Company" autoComplete="organization" {...field("company")} />
        <Field label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
      </div>
      <Field control="textarea" label="Message" required rows={6} {...field("message")} />
      <HoneypotField />
      {notice ? <FormAlert>{notice}</FormAlert> : null}
      <Button type="submit" size="lg" busy={busy} busyLabel="Sending..." className="justify-self-start">
        <Send aria-hidden="true" className="size-5" />
        Send Message
      </Button>
    </form>
  );
}
