import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { emailConfirmationSentSchema, emailConfirmedSchema } from "#core/api/me.ts";
import { EMAIL_CONFIRMATION_MESSAGES as M, emailConfirmationCodeSchema } from "#core/auth/email-confirmation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SixDigitCodeField } from "#app/components/ui/six-digit-code-field.tsx";
import { api } from "../api/api-client.ts";
import { ApiError, NETWORK_ERROR_MESSAGE } from "../api/api-error.ts";
import { focusFirstInvalid } from "../form-errors.ts";
import { toast } from "../toast.ts";
import { useProfile } from "./use-profile.ts";

/** What to say about a failed request: the server's own words, or how to get past a lost connection. */
function problem(error: unknown): string {
  if (error instanceof ApiError && error.isClientError) return error.message;
  return `${NETWORK_ERROR_MESSAGE} Check your connection and try again.`;
}

/**
 * Shown where an unconfirmed account would otherwise find nothing (the dashboard's closing files,
 * a file's page): closing files open only to an address the account has proven (issue 27), so it
 * says why and lets the person ask for a code and type it in, without leaving the page. Renders
 * nothing once the address is confirmed, or for an account without one.
 */
export function EmailConfirmationNotice() {
  const { data: profile } = useProfile();
  if (!profile?.email || profile.email_confirmed) return null;
  return <ConfirmEmailCard email={profile.email} />;
}

function ConfirmEmailCard({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: () => api.post("/api/v1/me/email-confirmation", undefined, { schema: emailConfirmationSentSchema }),
  });
  const verify = useMutation({
    mutationFn: (value: string) => api.post("/api/v1/me/email-confirmation/verify", { code: value }, { schema: emailConfirmedSchema }),
    onSuccess: async () => {
      toast.success(M.confirmed);
      // Everything the proof opens: the profile's flag, the files, the dashboard's counts.
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.code) {
        setCodeError(error.fields.code);
        focusFirstInvalid(formRef.current);
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailConfirmationCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setCodeError(M.codeFormat);
      return focusFirstInvalid(formRef.current);
    }
    setCodeError(null);
    verify.mutate(parsed.data.code);
  };

  const verifyProblem = verify.isError && !(verify.error instanceof ApiError && verify.error.fields.code) ? problem(verify.error) : null;

  return (
    <Card role="region" aria-labelledby={headingId} className="border-gold-300 bg-gold-50">
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-navy-700" />
        <div className="grid min-w-0 gap-4">
          <div>
            <h2 id={headingId} className="text-xl font-bold text-navy-950">
              {M.heading}
            </h2>
            <p className="mt-1 text-navy-800">{M.why}</p>
          </div>
          <div className="grid gap-2">
            <p className="text-navy-800">
              We will e-mail a 6-digit code to <strong className="[overflow-wrap:anywhere]">{email}</strong>.
            </p>
            <div>
              <Button variant="secondary" onClick={() => send.mutate()} busy={send.isPending} busyLabel="Sending...">
                {send.isSuccess ? "Send a new code" : "E-mail me a code"}
              </Button>
            </div>
            {send.isSuccess ? (
              <FormAlert tone="success">
                Sent. Check {send.data.sent_to} (and your spam folder) for the code; it works once, for one hour.
              </FormAlert>
            ) : null}
            {send.isError ? <FormAlert>{problem(send.error)}</FormAlert> : null}
          </div>
          <form ref={formRef} noValidate onSubmit={submit} className="grid gap-3 sm:max-w-xs" aria-label="Confirm with the code">
            <SixDigitCodeField value={code} error={codeError} onChange={setCode} />
            {verifyProblem ? <FormAlert>{verifyProblem}</FormAlert> : null}
            <Button type="submit" busy={verify.isPending} busyLabel="Checking...">
              Confirm my address
            </Button>
          </form>
        </div>
      </div>
    </Card>
  );
}
