import { WIRE_FRAUD_ADVICE, WIRE_FRAUD_POLICY } from "#core/content/wire-fraud.ts";
import { Building2, Clock, Phone, ShieldAlert } from "lucide-react";
import { phoneHref } from "#core/content/team/members.ts";
import { CLAIMS } from "#core/site/claims.ts";
import { findSiteRoute } from "#core/site/routes.ts";
import { OFFICES, SITE } from "#core/site/settings.ts";
import { ContactCards } from "#app/components/page/contact-cards.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { ContactForm } from "#app/features/leads/contact-form.tsx";
import { pageMeta } from "#app/lib/meta.ts";

const ROUTE = findSiteRoute("/contact")!;

export const meta = () => pageMeta({ title: ROUTE.title, description: ROUTE.description });

const linkClass = "font-medium text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-950";

export default function ContactPage() {
  return (
    <>
      <PageHero variant="compact" eyebrow="We reply within one business day" heading={ROUTE.heading} intro={ROUTE.description} />

      <section aria-labelledby="contact-form-heading" className="page-container py-12 sm:py-16">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card className="sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-semibold tracking-tight text-navy-950">
              Send us a message
            </h2>
            <p className="mt-2 text-navy-700">
              Tell us about your closing or your question. A closer will answer {CLAIMS.contactWithin}.
            </p>
            <div className="mt-6">
              <ContactForm labelledBy="contact-form-heading" />
            </div>
          </Card>

          <aside aria-labelledby="offices-heading" className="grid gap-6">
            <div>
              <h2 id="offices-heading" className="flex items-center gap-2 text-xl font-semibold text-navy-950">
                <Building2 aria-hidden="true" className="size-5 text-navy-600" />
                Our Iowa offices
              </h2>
              <ul className="mt-4 grid gap-4">
                {OFFICES.map((office) => (
                  <li key={office.city} className="rounded-xl border border-cream-300 bg-white p-4">
                    <p className="font-semibold text-navy-950">{office.name}</p>
                    <address className="mt-1 text-sm text-navy-800 not-italic">
                      {office.address}, {office.city}, {office.state} {office.zip}
                    </address>
                    <a href={phoneHref(office.phone)} className={`mt-2 inline-flex min-h-6 items-center gap-2 text-sm ${linkClass}`}>
                      <Phone aria-hidden="true" className="size-4 text-navy-600" />
                      {office.phone}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <p className="flex gap-3 rounded-xl bg-cream-100 p-4 text-sm text-navy-800">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-700" />
              <span>
                <strong>Please do not send bank details here.</strong> {WIRE_FRAUD_POLICY} {WIRE_FRAUD_ADVICE.before}{" "}
                <a href={SITE.phoneHref} className={linkClass}>
                  {SITE.phone}
                </a>
                {WIRE_FRAUD_ADVICE.after}
              </span>
            </p>
            <p className="flex gap-3 text-sm text-navy-700">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
              Messages sent after hours are answered the next business day.
            </p>
          </aside>
        </div>
      </section>

      <ContactCards heading="Prefer to call or write?" />
    </>
  );
}
