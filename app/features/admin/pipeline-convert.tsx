import { ArrowRightLeft } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { toast } from "#app/lib/toast.ts";
import { PIPELINE_ACTION_MESSAGES as M, convertLeadBodySchema } from "#core/admin/pipeline-notes.ts";
import { SERVICE_CATALOGUE } from "#core/leads/service-catalogue.ts";
import { useConvertLead } from "./pipeline-queries.ts";

const SERVICE_OPTIONS = [["", "Choose a service"], ...SERVICE_CATALOGUE.map((s) => [s.serviceType, s.title] as const)] as const;

/** "250,000" or "$250000" → cents; "" → null; anything else → -1, which the schema refuses with its message. */
function cents(text: string): number | null {
  const plain = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (plain === "") return null;
  return /^\d{1,10}$/.test(plain) ? Number(plain) * 100 : -1;
}

/**
 * Convert a lead into a service request: the lead's person carries over; staff add the service
 * the lead wants and, if they know them, the property, the date and the price. Success goes to
 * the new request; a lead converted already says so and links to its request.
 */
export function ConvertLead({ leadId, onCancel }: { leadId: string; onCancel: () => void }) {
  const navigate = useNavigate();
  const convert = useConvertLead(leadId);
  const [values, setValues] = useState({ service_type: "", property_address: "", closing_date_requested: "", price: "" });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; requestId?: string } | null>(null);
  const set = (name: keyof typeof values, value: string) => setValues({ ...values, [name]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (convert.isPending) return;
    setFailure(null);
    const { price, ...rest } = values;
    const body = { ...rest, service_type: rest.service_type === "" ? undefined : rest.service_type, sale_price_cents: cents(price) };
    const local = convertLeadBodySchema.safeParse(body);
    if (!local.success) {
      const found: Record<string, string> = {};
      for (const issue of local.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setFields(found);
    }
    setFields({});
    try {
      const request = await convert.mutateAsync(body);
      toast.success(M.converted);
      void navigate(`/admin/service-requests/${request.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) setFields(error.fields);
      else if (error instanceof ApiError && error.code === "already_converted") setFailure({ message: error.message || M.alreadyConverted });
      else setFailure({ message: error instanceof ApiError && error.isClientError ? error.message : M.convertFailed });
    }
  };

  const busy = convert.isPending;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="convert-heading" className="grid gap-4 rounded-xl border border-cream-300 p-4">
      <h3 id="convert-heading" className="text-lg font-bold text-navy-950">
        Convert to a service request
      </h3>
      <Field control="choice" id="convert-service" label="Service" required options={SERVICE_OPTIONS} value={values.service_type} disabled={busy} error={fields.service_type} onChange={(e) => set("service_type", e.target.value)} />
      <Field id="convert-address" label="Property address" value={values.property_address} readOnly={busy} error={fields.property_address} onChange={(e) => set("property_address", e.target.value)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field control="date" id="convert-date" label="Closing date requested" value={values.closing_date_requested} readOnly={busy} error={fields.closing_date_requested} onChange={(e) => set("closing_date_requested", e.target.value)} />
        <Field control="money" id="convert-price" label="Price" value={values.price} readOnly={busy} error={fields.sale_price_cents} onChange={(e) => set("price", e.target.value)} />
      </div>
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} busyLabel="Converting...">
          <ArrowRightLeft aria-hidden="true" className="size-4" />
          Convert lead
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
