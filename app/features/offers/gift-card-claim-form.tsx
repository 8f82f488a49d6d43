import { Gift, Phone } from "lucide-react";
import { useState, type FormEvent } from "react";
import { GIFT_CARD_MESSAGES } from "#core/leads/form-texts.ts";
import { lazySchema } from "#app/lib/forms/lazy-schema.ts";
import { CLAIMS, OFFERS } from "#core/site/claims.ts";
import { SITE } from "#core/site/settings.ts";
import { HoneypotField } from "#app/components/forms/honeypot-field.tsx";
import { RequiredNote } from "#app/components/forms/required-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useLeadForm } from "#app/lib/forms/use-lead-form.ts";

const EMPTY = { full_name: "", email: "", phone: "" };


const GIFT_CARD_SCHEMA = lazySchema(() => import("#core/leads/gift-card-claim.ts").then((m) => m.giftCardClaimSchema));

/**
 * The /gift-card claim form (POST /api/v1/gift-card-claims): full name and e-mail required,
 * phone optional. The outcome is said in place, beside the form: a confirmation (and the form
 * clears) or the failure message with our number, keeping what was typed.
 */
export function GiftCardClaimForm({ labelledBy }: { labelledBy: string }) {
  const [outcome, setOutcome] = useState<"sent" | "failed" | null>(null);
  const { formRef, busy, notice, submit, field } = useLeadForm({
    schema: GIFT_CARD_SCHEMA,
    empty: EMPTY,
    endpoint: "/api/v1/gift-card-claims",
    emailField: "email",
    onSent: () => setOutcome("sent"),
    onFailed: () => setOutcome("failed"),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setOutcome(null);
    return submit(event);
  };

  return (
    <div className="rounded-2xl border border-cream-300 bg-white p-6 shadow-card sm:p-8">
      <p className="text-lg text-navy-800">
        Tell us where to send your {OFFERS.giftCardAmount} gift card. We will e-mail it and get in touch{" "}
        {CLAIMS.contactWithin} to schedule your call.
      </p>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="mt-6 grid gap-5">
        <RequiredNote />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Full Name" autoComplete="name" required {...field("full_name")} />
          <Field label="Email Address" type="email" autoComplete="email" required {...field("email")} />
          <Field label="Phone" type="tel" autoComplete="tel" hint="Optional" className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]" {...field("phone")} />
        </div>
        <HoneypotField />
        {outcome === "sent" ? <FormAlert tone="success">{GIFT_CARD_MESSAGES.success}</FormAlert> : null}
        {outcome === "failed" ? (
          <FormAlert>
            {GIFT_CARD_MESSAGES.failure}{" "}
            <a href={SITE.phoneHref} className="inline-flex items-center gap-1 font-semibold whitespace-nowrap underline underline-offset-4">
              <Phone aria-hidden="true" className="size-4" />
              {SITE.phone}
            </a>
          </FormAlert>
        ) : null}
        {notice ? <FormAlert>{notice}</FormAlert> : null}
        <Button type="submit" size="lg" busy={busy} busyLabel="Sending..." className="justify-self-start whitespace-normal!">
          <Gift aria-hidden="true" className="size-5" />
          Claim My {OFFERS.giftCardAmount} Gift Card
        </Button>
      </form>
    </div>
  );
}
