import { Clock, Mail, Phone } from "lucide-react";
import { SITE } from "#core/site/settings.ts";
import { EmailAddress } from "../ui/email-address.tsx";
import { formatHour } from "#app/lib/format.ts";
import { Card } from "../ui/card.tsx";

/** How to reach a person: phone, e-mail and office hours, from the site settings. */
export function ContactCards({ heading = "Talk to a closer" }: { heading?: string }) {
  return (
    <section aria-labelledby="contact-cards-heading" className="page-container py-14 sm:py-16">
      <h2 id="contact-cards-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-2 max-w-2xl text-navy-700">
        Real people who close Iowa transactions every day. Call, write, or stop by one of our offices.
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <Card className="flex items-start gap-4 p-5 sm:flex-col sm:gap-3 sm:p-6">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-navy-50 text-navy-700">
            <Phone aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold text-navy-950">Call us</h3>
            <a
              href={SITE.phoneHref}
              className="font-medium text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-950"
            >
              {SITE.phone}
            </a>
          </div>
        </Card>
        <Card className="flex items-start gap-4 p-5 sm:flex-col sm:gap-3 sm:p-6">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-navy-50 text-navy-700">
            <Mail aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold text-navy-950">E-mail us</h3>
            <a
              href={`mailto:${SITE.email}`}
              className="font-medium [overflow-wrap:anywhere] text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-950"
            >
              <EmailAddress address={SITE.email} />
            </a>
          </div>
        </Card>
        <Card className="flex items-start gap-4 p-5 sm:flex-col sm:gap-3 sm:p-6">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-navy-50 text-navy-700">
            <Clock aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold text-navy-950">Office hours</h3>
            <ul className="text-navy-800">
              {SITE.hours.map((h) => (
                <li key={h.days}>
                  {h.days}: {formatHour(h.opens)}–{formatHour(h.closes)}
                </li>
              ))}
            </ul>
          </div>
        </Card>
      </div>
    </section>
  );
}
