import { CircleCheck, Download } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { GuideLink } from "#core/api/public-forms.ts";
import { GATED_GUIDES, GUIDE_DOWNLOAD_MESSAGES, guidePdfPath, type GatedGuide } from "#core/leads/form-texts.ts";
import { HoneypotField, honeypotValue } from "#app/components/forms/honeypot-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { postJson } from "#app/lib/api/post-json.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { fieldErrorsOf } from "#app/lib/form-errors.ts";
import { lazySchema, warmSchemaOnFirstTouch } from "#app/lib/forms/lazy-schema.ts";
import { toast } from "#app/lib/toast.ts";
import { submitOutcome } from "#app/lib/forms/submit-outcome.ts";
import { DOWNLOAD_HEADING_ID } from "./guide-download.tsx";
import { openPendingTab } from "./pending-tab.ts";

const ENDPOINT = "/api/v1/guide-downloads";

const SCHEMA = lazySchema(() => import("#core/leads/guide-download.ts").then((m) => m.guideDownloadSchema));

/**
 * The guide's address from the API's answer (core/api/public-forms.ts), read without zod as the
 * public pages are; the known path if the answer is not a same-site path.
 */
function pdfUrl(data: unknown, guide: GatedGuide): string {
  const url = (data as { [K in keyof GuideLink]?: unknown } | null)?.url;
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : guidePdfPath(guide);
}

/**
 * The e-mail gate of a free guide (POST /api/v1/guide-downloads): the address is filed as a
 * lead and the PDF the API names opens in a new tab; the field then clears and a confirmation
 * keeps a link to the PDF, for when a pop-up blocker stopped the tab anyway. On failure a toast
 * and the address stays. A signed-in visitor's address is filled in and their token sent.
 */
export function GuideDownloadForm({ guide, buttonLabel }: { guide: GatedGuide; buttonLabel: string }) {
  const { title } = GATED_GUIDES[guide];
  const formRef = useRef<HTMLFormElement>(null);
  const { session, user } = useAuth();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  /** After a download: the PDF's address, and whether our tab showed it (false: blocked or closed). */
  const [opened, setOpened] = useState<{ url: string; inTab: boolean } | null>(null);
  // Focus moves to the invalid field from an effect, i.e. after React has rendered its error.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const signedInEmail = user?.email ?? "";
  useEffect(() => {
    if (signedInEmail) setEmail((current) => current || signedInEmail);
  }, [signedInEmail]);

  useEffect(() => warmSchemaOnFirstTouch(formRef.current, SCHEMA), []);

  const validate = (value: string) => {
    // Checked only once a submit has loaded the schema (the first submit waits for it).
    if (!SCHEMA.current) return true;
    const result = SCHEMA.current.safeParse({ email: value, guide });
    setError(result.success ? undefined : fieldErrorsOf<"email">(result.error).email);
    return result.success;
  };

  const change = (value: string) => {
    setEmail(value);
    // Once a submit has shown an error, it follows the typing.
    if (attempted) validate(value);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setNotice(null);
    setOpened(null);
    if (!SCHEMA.current) {
      // Normally loaded while the address was typed; if not, the new tab below may open after
      // this wait and be blocked, which the confirmation's link covers.
      try {
        await SCHEMA.load();
      } catch {
        toast.error(GUIDE_DOWNLOAD_MESSAGES.failure);
        return;
      }
    }
    if (!validate(email)) return setFocusRequest((n) => n + 1);

    // Before the first await: only now does the browser count the tab as the visitor's doing.
    const tab = openPendingTab((url, target) => window.open(url, target), `Preparing your ${title}…`);
    setBusy(true);
    const result = await postJson(
      ENDPOINT,
      { email, guide, website: honeypotValue(formRef.current) },
      { accessToken: session?.access_token },
    );
    setBusy(false);
    const outcome = submitOutcome(result, ["email"]);
    if (outcome.kind === "sent") {
      const url = pdfUrl(result.ok ? result.data : null, guide);
      const inTab = tab.show(new URL(url, window.location.href).href);
      setEmail("");
      setError(undefined);
      setAttempted(false);
      setOpened({ url, inTab });
      return;
    }
    tab.close();
    switch (outcome.kind) {
      case "fields":
        setError(outcome.fields.email);
        setNotice(outcome.message);
        return setFocusRequest((n) => n + 1);
      case "notice":
        return setNotice(outcome.message);
      case "failed":
        console.warn(`Guide download failed: ${result.ok ? "" : `${result.status} ${result.code}`}`);
        toast.error(GUIDE_DOWNLOAD_MESSAGES.failure);
        return;
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={DOWNLOAD_HEADING_ID} className="relative grid max-w-2xl gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <Field
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          readOnly={busy}
          onChange={(e) => change(e.target.value)}
        />
        {/* Level with the input: below the label (text-sm line plus the field's gap). */}
        <Button type="submit" busy={busy} busyLabel="Preparing download..." className="w-full whitespace-normal! sm:mt-6.5 sm:w-auto">
          <Download aria-hidden="true" className="size-5" />
          {buttonLabel}
        </Button>
      </div>
      <HoneypotField />
      {notice ? <FormAlert>{notice}</FormAlert> : null}
      {/* Always in the page, so screen readers announce the confirmation when it is filled in. */}
      <div role="status">
        {opened ? (
          <p className="flex gap-3 rounded-lg border border-green-100 bg-green-50 p-3 text-sm font-medium text-green-700">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {opened.inTab ? `Your ${title} opened in a new tab. Not there? ` : `Your ${title} is ready. `}
              <a href={opened.url} target="_blank" rel="noopener" className="font-semibold underline underline-offset-4">
                Open the {title} (PDF)
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
