import { Mail, ShieldCheck } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import type { StatusCodeSent, StatusSession, StatusVerificationChoices } from "#core/api/closing-request.ts";
import { PARTY_ROLE_LABELS } from "#core/closing/closing-enums.ts";
import { statusVerificationCheckSchema, statusVerificationSendSchema, VERIFICATION_MESSAGES } from "#core/closing/request-input.ts";
import { SITE } from "#core/site/settings.ts";
import { RadioGroupField } from "#app/components/requests/radio-group-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { SixDigitCodeField } from "#app/components/ui/six-digit-code-field.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { fieldErrorsOf, focusFirstInvalid } from "#app/lib/form-errors.ts";
import { useCheckCode, useSendCode, useVerificationChoices } from "./status-request-queries.ts";

type Choice = StatusVerificationChoices["data"][number];
type Channel = "email" | "sms";

/** A refusal in the server's words (a wrong code, too many tries: wait); anything else with Retry. */
function failureOf(err: unknown, what: string): Failure {
  if (err instanceof ApiError && err.status === 429) {
    const wait = err.retryAfter ? ` Try again in ${Math.ceil(err.retryAfter / 60)} minute${err.retryAfter > 60 ? "s" : ""}.` : "";
    return { message: `${err.message}${wait}`, retryable: false };
  }
  if (err instanceof ApiError && err.status !== 0 && err.isClientError) return { message: err.message, retryable: false };
  return describeFailure(err, what);
}

/**
 * Where the code may go. For money (wire instructions, bank details) only the phone when the file
 * has one, else the e-mail (core/money/money-view.ts; the server checks it again).
 */
function channelsOf(choice: Choice | undefined, moneyView: boolean): { value: Channel; label: string }[] {
  if (!choice) return [];
  const channels: { value: Channel; label: string }[] = [];
  if (choice.email && !(moneyView && choice.phone)) channels.push({ value: "email", label: `E-mail to ${choice.email}` });
  if (choice.phone) channels.push({ value: "sms", label: `Text message to ${choice.phone}` });
  return channels;
}

/** Who the holder is and where the code goes. */
function ChooseStep({
  token,
  choices,
  onSent,
  moneyView,
  partyHint,
}: {
  token: string;
  choices: readonly Choice[];
  onSent: (partyId: string, sent: StatusCodeSent) => void;
  moneyView: boolean;
  partyHint: string | undefined;
}) {
  const send = useSendCode(token);
  const [partyId, setPartyId] = useState(choices.length === 1 ? choices[0]!.party_id : (choices.find((c) => c.party_id === partyHint)?.party_id ?? ""));
  const chosen = choices.find((c) => c.party_id === partyId);
  const channels = channelsOf(chosen, moneyView);
  const [channel, setChannel] = useState<Channel | "">("");
  // One way to reach the person: it is the answer already.
  const effectiveChannel = channels.length === 1 ? channels[0]!.value : channel;
  const [errors, setErrors] = useState<{ party_id?: string; channel?: string; form?: Failure }>({});
  const formRef = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = statusVerificationSendSchema.safeParse({ party_id: partyId || undefined, channel: effectiveChannel || undefined });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<"party_id" | "channel">(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (sent) => onSent(parsed.data.party_id, sent),
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fields : {};
        setErrors({ party_id: fields.party_id, channel: fields.channel, form: fields.party_id || fields.channel ? undefined : failureOf(err, "The code was not sent") });
      },
    });
  }

  return (
    <form ref={formRef} aria-label="Confirm who you are" onSubmit={submit} noValidate className="grid gap-5">
      <RadioGroupField
        name="party"
        label="Who are you?"
        required
        options={choices.map((c) => ({ value: c.party_id, label: `${c.name} (${PARTY_ROLE_LABELS[c.role]})` }))}
        value={partyId}
        onChange={(value) => {
          setPartyId(value);
          setChannel("");
          setErrors((e) => ({ ...e, party_id: undefined }));
        }}
        error={errors.party_id}
      />
      {chosen ? (
        <RadioGroupField
          name="channel"
          label="Where should we send your code?"
          required
          hint={
            moneyView && chosen?.phone
              ? "For wire and bank details the code goes by text message to the phone we have on your file."
              : "Only to the e-mail address or phone number we have on your file."
          }
          options={channels}
          value={effectiveChannel}
          onChange={(value) => {
            setChannel(value as Channel);
            setErrors((e) => ({ ...e, channel: undefined }));
          }}
          error={errors.channel}
        />
      ) : null}
      <FailureAlert failure={errors.form} onRetry={() => formRef.current?.requestSubmit()} retrying={send.isPending} />
      <div>
        <Button type="submit" busy={send.isPending} busyLabel="Sending...">
          <Mail aria-hidden="true" className="size-4" />
          Send My Code
        </Button>
      </div>
    </form>
  );
}

/** The six digits that open the session. */
function CodeStep({
  token,
  partyId,
  sent,
  onVerified,
  onResend,
  onBack,
  resending,
}: {
  token: string;
  partyId: string;
  sent: StatusCodeSent;
  onVerified: (session: StatusSession) => void;
  onResend: () => void;
  onBack: () => void;
  resending: boolean;
}) {
  const check = useCheckCode(token);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ code?: string; form?: Failure }>({});
  const formRef = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = statusVerificationCheckSchema.safeParse({ party_id: partyId, code });
    if (!parsed.success) {
      setErrors({ code: fieldErrorsOf<"code">(parsed.error).code ?? VERIFICATION_MESSAGES.codeInvalid });
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    check.mutate(parsed.data, {
      onSuccess: onVerified,
      onError: (err) => {
        const wrong = err instanceof ApiError && err.status === 400;
        setErrors(wrong ? { code: err.fields.code ?? err.message } : { form: failureOf(err, "Your code was not checked") });
        if (wrong) focusFirstInvalid(formRef.current);
      },
    });
  }

  return (
    <form ref={formRef} aria-label="Enter your code" onSubmit={submit} noValidate className="grid gap-5">
      <p role="status" className="text-navy-900">
        We sent a six-digit code by {sent.channel === "email" ? "e-mail" : "text message"} to <span className="font-semibold">{sent.sent_to}</span>. It
        works once, for 10 minutes.
      </p>
      <div className="max-w-56">
        <SixDigitCodeField value={code} onChange={setCode} error={errors.code} autoFocus />
      </div>
      <FailureAlert failure={errors.form} onRetry={() => formRef.current?.requestSubmit()} retrying={check.isPending} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={check.isPending} busyLabel="Checking...">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Confirm
        </Button>
        <Button type="button" variant="secondary" onClick={onResend} busy={resending} busyLabel="Sending...">
          Send a New Code
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          Choose Someone Else
        </Button>
      </div>
    </form>
  );
}

/**
 * "Confirm who you are": the holder picks which buyer or seller they are (names shown, contacts
 * masked by the server), the code goes to that person's e-mail or phone on the file, and the code
 * opens a 30-minute session for this link. A forwarded link gives a stranger nothing.
 */
export function StatusVerification({
  token,
  onVerified,
  moneyView = false,
  partyHint,
}: {
  token: string;
  onVerified: (session: StatusSession) => void;
  /** For wire instructions and bank details: the code goes to the phone on the file when there is one. */
  moneyView?: boolean;
  /** The person this tab last confirmed as, chosen already. */
  partyHint?: string;
}) {
  const choices = useVerificationChoices(token);
  const resend = useSendCode(token);
  const [step, setStep] = useState<{ partyId: string; sent: StatusCodeSent; channel: Channel } | null>(null);
  const [resendFailure, setResendFailure] = useState<Failure>();

  if (choices.isPending) return <QueryLoading label="Loading who can confirm…" />;
  if (choices.isError) return <QueryError message="We could not load who can confirm" onRetry={() => void choices.refetch()} retrying={choices.isRefetching} />;
  if (choices.data.data.length === 0) {
    return (
      <p className="text-navy-900">
        We have no e-mail address or phone number on your file to send a code to. Call us at{" "}
        <a href={SITE.phoneHref} className="font-semibold whitespace-nowrap underline underline-offset-2">
          {SITE.phone}
        </a>{" "}
        and we will add one.
      </p>
    );
  }
  if (!step) {
    return (
      <ChooseStep
        token={token}
        choices={choices.data.data}
        moneyView={moneyView}
        partyHint={partyHint}
        onSent={(partyId, sent) => setStep({ partyId, sent, channel: sent.channel })}
      />
    );
  }

  const again = () => {
    setResendFailure(undefined);
    resend.mutate(
      { party_id: step.partyId, channel: step.channel },
      { onSuccess: (sent) => setStep({ ...step, sent }), onError: (err) => setResendFailure(failureOf(err, "A new code was not sent")) },
    );
  };
  return (
    <div className="grid gap-4">
      <CodeStep
        key={step.sent.expires_at}
        token={token}
        partyId={step.partyId}
        sent={step.sent}
        onVerified={onVerified}
        onResend={again}
        onBack={() => setStep(null)}
        resending={resend.isPending}
      />
      <FailureAlert failure={resendFailure} onRetry={again} retrying={resend.isPending} />
    </div>
  );
}
