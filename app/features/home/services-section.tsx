import {
  ArrowLeftRight,
  ArrowRight,
  Banknote,
  Check,
  ClipboardCheck,
  House,
  Landmark,
  MonitorSmartphone,
  ScrollText,
  Video,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { FEATURED_SERVICE, SERVICE_CARDS, type HomeServiceIcon } from "#core/content/home/services.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SectionHeading } from "./section-heading.tsx";

const ICONS: Record<HomeServiceIcon, LucideIcon> = {
  title: ScrollText,
  coordination: ClipboardCheck,
  "digital-cash": MonitorSmartphone,
  cash: Banknote,
  loan: Landmark,
  exchange: ArrowLeftRight,
  fsbo: House,
  notary: Video,
};

/** One featured Title & Closing card and the seven service cards, each linking to its page. */
export function ServicesSection() {
  const FeaturedIcon = ICONS[FEATURED_SERVICE.icon];
  return (
    <section aria-labelledby="services-heading" className="page-container py-16 sm:py-20">
      <SectionHeading
        id="services-heading"
        eyebrow="Our services"
        heading="Title and Closing Services for Every Iowa Transaction"
        intro="Residential and investment purchases, refinances, cash deals and owner sales: pick the service you need, or let us help you choose."
      />

      <article className="mt-10 grid gap-8 rounded-3xl bg-navy-900 p-6 text-cream-50 shadow-card sm:p-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-gold-400 px-3 py-1 text-sm font-semibold text-navy-950">
            <FeaturedIcon aria-hidden="true" className="size-4" />
            Most requested
          </p>
          <h3 className="mt-4 text-2xl font-bold sm:text-3xl">{FEATURED_SERVICE.title}</h3>
          <p className="mt-3 max-w-2xl text-lg text-navy-100">{FEATURED_SERVICE.description}</p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <ButtonLink to={FEATURED_SERVICE.to} size="lg">
              Request Title & Closing
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <Link
              to={FEATURED_SERVICE.secondary.to}
              className="on-dark px-2 py-3 font-semibold text-cream-50 underline decoration-gold-400 underline-offset-4 hover:text-gold-200"
            >
              {FEATURED_SERVICE.secondary.label}
            </Link>
          </div>
        </div>
        <ul className="grid content-center gap-3 rounded-2xl bg-navy-800 p-5">
          {FEATURED_SERVICE.points.map((point) => (
            <li key={point} className="flex gap-3 text-cream-100">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
              {point}
            </li>
          ))}
        </ul>
      </article>

      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICE_CARDS.map((card) => {
          const Icon = ICONS[card.icon];
          return (
            <li key={card.to} className="flex">
              <article className="group relative flex flex-1 flex-col rounded-2xl border border-cream-300 bg-white p-6 shadow-card motion-safe:transition-shadow hover:shadow-bar">
                <span className="grid size-11 place-items-center rounded-xl bg-navy-50 text-navy-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-navy-950">
                  <Link
                    to={card.to}
                    className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:underline group-hover:decoration-gold-500 group-hover:underline-offset-4"
                  >
                    {card.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-navy-700">{card.description}</p>
                <p className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm font-semibold">
                  <span className="whitespace-nowrap text-navy-900">{card.price}</span>
                  <span aria-hidden="true" className="inline-flex items-center gap-1 whitespace-nowrap text-gold-800">
                    Learn more
                    <ArrowRight className="size-4 motion-safe:transition-transform group-hover:translate-x-0.5" />
                  </span>
                </p>
              </article>
            </li>
          );
        })}
        <li className="flex">
          <div className="flex flex-1 flex-col justify-center rounded-2xl border border-dashed border-navy-300 bg-cream-100 p-6">
            <p className="text-lg font-semibold text-navy-950">Not sure which service fits?</p>
            <p className="mt-2 text-navy-700">Tell us about the property and the deal, and we will recommend the right one.</p>
            <ButtonLink to="/get-started" variant="secondary" className="mt-4 self-start">
              Help me choose
            </ButtonLink>
          </div>
        </li>
      </ul>
    </section>
  );
}
