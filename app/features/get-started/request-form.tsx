import { Send } from "lucide-react";
import type { CatalogueService } from "#core/leads/service-catalogue.ts";
import { HoneypotField } from "#app/components/forms/honeypot-field.tsx";
import { RequiredNote } from "#app/components/forms/required-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import type { ServiceRequestForm } from "./use-service-request.ts";

/**
 * The request for the picked service: Name, Email and Phone required; Company, Property
 * Address, Requested Closing Date and Message optional (the spec's fields). It names the
 * service it will request, with a way back to the picker to change it.
 */
export function RequestForm({
  form,
  service,
  labelledBy,
  onChangeService,
}: {
  form: ServiceRequestForm;
  service: CatalogueService;
  labelledBy: string;
  onChangeService: () => void;
}) {
  const { formRef, busy, notice, submit, field } = form;
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={labelledBy} className="relative grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream-100 p-4">
        <p className="grid gap-0.5">
          <span className="text-sm font-semibold text-navy-700">Selected service</span>
          <span className="text-lg font-semibold text-navy-950">{service.title}</span>
          <span className="text-sm text-navy-700">{service.price}</span>
        </p>
        <Button variant="secondary" size="sm" onClick={onChangeService}>
          Change service
        </Button>
      </div>
      <RequiredNote />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label="Name" autoComplete="name" required {...field("name")} />
        <Field label="Email" type="email" autoComplete="email" required {...field("email")} />
        <Field label="Phone" type="tel" autoComplete="tel" required {...field("phone")} />
        <Field label="Company" autoComplete="organization" {...field("company")} />
        <Field
          label="Property Address"
          autoComplete="street-address"
          className="sm:col-span-2"
          {...field("property_address")}
        />
        <Field control="date" label="Requested Closing Date" {...field("closing_date_requested")} />
      </div>
      <Field
        control="textarea"
        label="Message"
        rows={5}
        hint="The sale or purchase price, the lender, anything we should know."
        {...field("message")}
      />
      <HoneypotField />
      {notice ? <FormAlert>{notice}</FormAlert> : null}
      <Button type="submit" size="lg" busy={busy} busyLabel="Submitting..." className="justify-self-start">
        <Send aria-hidden="true" className="size-5" />
        Submit Request
      </Button>
    </form>
  );
}
