import { Building2, Mail, MapPin, Phone, Star } from "lucide-react";
import { useId, useState } from "react";
import { TEAM_MEMBERS, initials, phoneHref, type TeamMember } from "#core/content/team/members.ts";
import { findSiteRoute } from "#core/site/routes.ts";
import { OFFICES, type Office } from "#core/site/settings.ts";
import { ContactCards } from "#app/components/page/contact-cards.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { cx } from "#app/lib/cx.ts";
import { pageMeta } from "#app/lib/meta.ts";

const ROUTE = findSiteRoute("/team")!;

export const meta = () => pageMeta({ title: ROUTE.title, description: ROUTE.description });

export default function TeamPage() {
  return (
    <>
      <PageHero
        eyebrow="People and places"
        heading={ROUTE.heading}
        intro={ROUTE.description}
        actions={
          <>
            <ButtonLink to="/get-started" size="lg">
              Open a File
            </ButtonLink>
            <ButtonLink to="/contact" variant="secondary" size="lg">
              Contact Us
            </ButtonLink>
          </>
        }
      />

      <section aria-labelledby="members-heading" className="page-container py-14 sm:py-16">
        <h2 id="members-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
          The people on your file
        </h2>
        <p className="mt-2 max-w-2xl text-navy-700">
          Closing agents run your signing, transaction coordinators track every deadline, and our managers make sure
          nothing waits. Reach any of us directly.
        </p>
        <ul className="mt-8 grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM_MEMBERS.map((m) => (
            <li key={m.id}>
              <MemberCard member={m} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="offices-heading" className="bg-cream-100">
        <div className="page-container py-14 sm:py-16">
          <h2 id="offices-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
            Our Iowa offices
          </h2>
          <p className="mt-2 max-w-2xl text-navy-700">
            Sign in person at any of our five offices, or from anywhere by remote online notary.
          </p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {OFFICES.map((o) => (
              <li key={o.city}>
                <OfficeCard office={o} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ContactCards heading="Not sure who to ask?" />
    </>
  );
}

function Avatar({ member }: { member: TeamMember }) {
  if (member.image) {
    return (
      <img
        src={member.image.src}
        width={member.image.width}
        height={member.image.height}
        alt={member.image.alt}
        loading="lazy"
        className="size-16 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-16 shrink-0 place-items-center rounded-full bg-navy-800 text-xl font-semibold tracking-wide text-cream-50"
    >
      {initials(member.name)}
    </span>
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const office = OFFICES.find((o) => o.city === member.office);
  const linkClass =
    "inline-flex min-h-6 items-center gap-2 font-medium text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-950";

  return (
    <article
      aria-labelledby={`${member.id}-name`}
      className="flex flex-col rounded-2xl border border-cream-300 bg-white p-6 shadow-card"
      data-testid="team-member"
    >
      <div className="flex items-center gap-4">
        <Avatar member={member} />
        <div className="min-w-0">
          <h3 id={`${member.id}-name`} className="text-lg font-semibold text-navy-950">
            {member.name}
          </h3>
          <p className="text-sm font-medium text-gold-800">{member.role}</p>
        </div>
      </div>
      <ul className="mt-5 space-y-2 text-sm">
        <li>
          <a href={`mailto:${member.email}`} className={cx(linkClass, "[overflow-wrap:anywhere]")}>
            <Mail aria-hidden="true" className="size-4 shrink-0 text-navy-600" />
            <EmailAddress address={member.email} />
          </a>
        </li>
        <li>
          <a href={phoneHref(member.phone)} className={linkClass}>
            <Phone aria-hidden="true" className="size-4 shrink-0 text-navy-600" />
            {member.phone}
          </a>
        </li>
      </ul>
      <div id={detailsId} hidden={!open} className="mt-4 border-t border-cream-200 pt-4 text-sm leading-relaxed text-navy-800">
        {member.about ? <p>{member.about}</p> : null}
        {office ? (
          <p className={cx("flex gap-2", member.about ? "mt-3" : "")}>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
            <span>
              Works from our {office.city} office: {office.address}, {office.city}, {office.state} {office.zip}
            </span>
          </p>
        ) : null}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((v) => !v)}
        className="mt-4 min-h-11 self-start rounded-lg px-3 text-sm font-semibold text-navy-800 ring-1 ring-navy-200 hover:bg-navy-50"
      >
        {open ? "Show Less" : "Show More"}
        <span className="sr-only"> about {member.name}</span>
      </button>
    </article>
  );
}

function OfficeCard({ office }: { office: Office }) {
  return (
    <article
      aria-labelledby={`office-${office.zip}`}
      className={cx(
        "h-full rounded-2xl border bg-white p-6 shadow-card",
        office.isMain ? "border-gold-400 ring-1 ring-gold-300" : "border-cream-300",
      )}
      data-testid="office"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-navy-50 text-navy-700">
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        {office.isMain ? (
          <Badge>
            <Star aria-hidden="true" className="mr-1 size-3" />
            Main Office
          </Badge>
        ) : null}
      </div>
      <h3 id={`office-${office.zip}`} className="mt-4 text-lg font-semibold text-navy-950">
        {office.name}
      </h3>
      <address className="mt-2 text-navy-800 not-italic">
        {office.address}
        <br />
        {office.city}, {office.state} {office.zip}
      </address>
      <a
        href={phoneHref(office.phone)}
        className="mt-3 inline-flex min-h-6 items-center gap-2 font-medium text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-950"
      >
        <Phone aria-hidden="true" className="size-4 text-navy-600" />
        {office.phone}
      </a>
    </article>
  );
}
