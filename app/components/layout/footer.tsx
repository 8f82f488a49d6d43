import { ArrowRight, Calculator, Clock, Gift, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SITE } from "#core/site/settings.ts";
import { EmailAddress } from "../ui/email-address.tsx";
import { formatHour } from "#app/lib/format.ts";
import { useCurrentYear } from "#app/lib/use-current-year.ts";
import { Badge } from "../ui/badge.tsx";
import { WireFraudNotice } from "../page/wire-fraud-notice.tsx";
import { LogoMark } from "./logo.tsx";
import { FOOTER_COLUMNS } from "./nav-data.ts";

function Promo({
  to,
  icon: Icon,
  eyebrow,
  title,
  text,
  cta,
}: {
  to: string;
  icon: typeof Gift;
  eyebrow: ReactNode;
  title: string;
  text: string;
  cta: string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-navy-800 bg-navy-900 p-6 sm:flex-row sm:items-start sm:gap-5">
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gold-400 text-navy-950">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm text-navy-200">{eyebrow}</div>
        <h2 className="text-xl font-semibold text-white">{title}</h2>
        <p className="text-navy-200">{text}</p>
        <Link
          to={to}
          className="mt-1 inline-flex items-center gap-1.5 self-start rounded font-semibold text-gold-300 hover:text-gold-200 hover:underline"
        >
          {cta}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="on-dark mt-auto bg-navy-950 text-navy-100">
      <div className="page-container py-12 lg:py-16">
        <div className="grid gap-4 md:grid-cols-2">
          <Promo
            to="/cash-only-calculator"
            icon={Calculator}
            eyebrow="Free tool"
            title="Cash Only Calculator"
            text="Paying cash? Estimate your closing costs, prorated taxes and the total cash you will need in under a minute."
            cta="Estimate my cash closing"
          />
          <Promo
            to="/gift-card"
            icon={Gift}
            eyebrow={
              <>
                Special offer <Badge className="bg-gold-300 text-navy-950 ring-gold-300">Limited Time</Badge>
              </>
            }
            title="Get a $100 gift card"
            text="Try our transaction coordination and receive a $100 gift card. Pay the $200 fee after service, and only if you are satisfied."
            cta="Claim your $100 gift card"
          />
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(18rem,1.4fr)_repeat(4,minmax(0,1fr))] lg:gap-8">
          <div className="flex flex-col gap-4">
            <Link to="/" className="flex items-center gap-2.5 self-start rounded-md text-lg font-bold text-white">
              <LogoMark className="size-10" />
              {SITE.brand}
            </Link>
            <p className="max-w-xs text-navy-200">
              {SITE.tagline.charAt(0).toUpperCase() + SITE.tagline.slice(1)} for agents, lenders, buyers and sellers.
            </p>
            <ul className="flex flex-col gap-2 text-[0.95rem]">
              <li>
                <a
                  href={SITE.phoneHref}
                  className="inline-flex items-center gap-2 font-medium text-white hover:underline"
                >
                  <Phone aria-hidden="true" className="size-4 text-gold-300" />
                  {SITE.phone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${SITE.email}`}
                  className="inline-flex items-center gap-2 font-medium [overflow-wrap:anywhere] text-white hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
                  <EmailAddress address={SITE.email} />
                </a>
              </li>
              {SITE.hours.map((h) => (
                <li key={h.days} className="inline-flex items-center gap-2 text-navy-200">
                  <Clock aria-hidden="true" className="size-4 text-gold-300" />
                  {h.days}: {formatHour(h.opens)}–{formatHour(h.closes)}
                </li>
              ))}
            </ul>
          </div>

          <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4 lg:col-span-4 lg:gap-x-8">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.heading} aria-labelledby={`footer-${column.heading.replace(/\W+/g, "-").toLowerCase()}`}>
                <h2
                  id={`footer-${column.heading.replace(/\W+/g, "-").toLowerCase()}`}
                  className="text-sm font-semibold tracking-wide text-white uppercase"
                >
                  {column.heading}
                </h2>
                <ul className="mt-4 flex flex-col gap-2.5 text-[0.95rem]">
                  {column.links.map((link) => (
                    <li key={`${column.heading}-${link.to}`}>
                      <Link
                        to={link.to}
                        className="inline-flex flex-wrap items-center gap-2 text-navy-200 hover:text-white hover:underline"
                      >
                        {link.label}
                        {link.badge ? (
                          <Badge className="bg-gold-300 text-navy-950 ring-gold-300">{link.badge}</Badge>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <WireFraudNotice compact className="mt-12" />

        <div className="mt-8 flex flex-col gap-2 border-t border-navy-800 pt-6 text-sm text-navy-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {SITE.brand} All rights reserved.
          </p>
          <p>{SITE.legalName} · Licensed and insured in Iowa</p>
        </div>
      </div>
    </footer>
  );
}
