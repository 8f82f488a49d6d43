import { CalendarCheck, CheckCircle2, Home, Mail, Phone } from "lucide-react";
import type { MetaFunction } from "react-router";
import { CLAIMS } from "#core/site/claims.ts";
import { WIRE_FRAUD_TITLE, WIRE_FRAUD_WARNING } from "#core/content/wire-fraud.ts";
import { SITE } from "#core/site/settings.ts";
import { ButtonAnchor, ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { offerMeta, offerRoute } from "#app/features/offers/route-page.ts";

const PATH = "/thank-you";

export const meta: MetaFunction = () => offerMeta(PATH);

const NEXT_STEPS = [
  {
    title: "We review your request",
    body: "A closer reads the details you sent: the service, the property and the closing date you have in mind.",
  },
  {
    title: `We contact you ${CLAIMS.contactWithin}`,
    body: "By phone or e-mail, to confirm the details, answer your questions and tell you what we need from you.",
  },
  {
    title: "We open your file",
    body: "We order the abstract of title and start the title work, and keep you updated until closing day.",
  },
] as const;

export default function ThankYou() {
  const { heading } = offerRoute(PATH);
  return (
    <section aria-labelledby="thank-you-title" className="bg-cream-100">
      <div className="page-container max-w-3xl py-16 text-center sm:py-24">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-green-700" />
        <h1 id="thank-you-title" className="mt-6 text-4xl font-bold tracking-tight text-navy-950 sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-5 text-xl text-navy-800">
          We have received your request. A member of our team will contact you {CLAIMS.contactWithin}.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/" size="lg">
            <Home aria-hidden="true" className="size-5" />
            Back to Home
          </ButtonLink>
          <ButtonAnchor href={SITE.phoneHref} variant="secondary" size="lg">
            <Phone aria-hidden="true" className="size-5" />
            Call {SITE.phone}
          </ButtonAnchor>
        </div>

        <Card className="mt-12 text-left">
          <h2 className="flex items-center gap-2 text-xl font-bold text-navy-950">
            <CalendarCheck aria-hidden="true" className="size-6 text-navy-600" />
            What happens next
          </h2>
          <ol className="mt-4 space-y-4">
            {NEXT_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-navy-900 font-bold text-cream-100"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="block font-semibold text-navy-950">{step.title}</span>
                  <span className="block text-navy-700">{step.body}</span>
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-6 flex gap-2 border-t border-cream-300 pt-4 text-navy-800">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
            <span>
              <strong>{WIRE_FRAUD_TITLE}:</strong> {WIRE_FRAUD_WARNING}
            </span>
          </p>
        </Card>
      </div>
    </section>
  );
}
