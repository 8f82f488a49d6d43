import { ArrowRight } from "lucide-react";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { PageHero } from "../components/page/page-hero.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { pageMeta } from "../lib/meta.ts";

/**
 * Every unknown path. Pre-rendered at /404; the server answers unknown paths with that file and
 * status 404, and the router renders this same page when it hydrates there.
 */
export const meta: MetaFunction = () =>
  pageMeta({
    title: "Page Not Found",
    description: "The page you were looking for could not be found.",
    noindex: true,
  });

const POPULAR = [
  { to: "/get-started", label: "Request a closing" },
  { to: "/process-overview", label: "How an Iowa closing works" },
  { to: "/team", label: "Our team and offices" },
  { to: "/cash-only-calculator", label: "Cash Only Calculator" },
];

export default function NotFound() {
  return (
    <>
      <PageHero
        eyebrow="Error 404"
        heading="Page Not Found"
        intro="Sorry, we could not find that page. It may have moved, or the address may have a typo. Let us get you back on track."
        actions={
          <>
            <ButtonLink to="/" size="lg">
              Back to Home
            </ButtonLink>
            <ButtonLink to="/contact" variant="secondary" size="lg">
              Contact Us
            </ButtonLink>
          </>
        }
      />
      <section aria-labelledby="popular-heading" className="page-container py-14">
        <h2 id="popular-heading" className="text-2xl font-semibold tracking-tight text-navy-950">
          Popular pages
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {POPULAR.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex items-center justify-between gap-3 rounded-xl border border-cream-300 bg-white px-5 py-4 font-medium text-navy-900 shadow-card hover:border-navy-300"
              >
                {link.label}
                <ArrowRight aria-hidden="true" className="size-5 text-navy-600" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
