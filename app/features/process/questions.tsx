import { Mail, Phone } from "lucide-react";
import { SITE } from "#core/site/settings.ts";
import { EmailAddress } from "#app/components/ui/email-address.tsx";

/** The Questions? section: a sentence and the phone and e-mail links from the site settings. */
export function QuestionsSection({ lead, heading = "Questions?" }: { lead: string; heading?: string }) {
  const linkClass =
    "inline-flex items-center gap-2 font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-950";
  return (
    <section aria-labelledby="questions-heading" className="rounded-2xl bg-navy-50 p-6 sm:p-8">
      <h2 id="questions-heading" className="text-2xl font-semibold tracking-tight text-navy-950">
        {heading}
      </h2>
      <p className="mt-2 max-w-2xl text-navy-800">{lead}</p>
      <ul className="mt-4 flex flex-col gap-3">
        <li>
          <a href={SITE.phoneHref} className={linkClass}>
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            Call {SITE.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${SITE.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            <span>
              E-mail <EmailAddress address={SITE.email} />
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
