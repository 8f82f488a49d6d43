import { ArrowRight, Phone } from "lucide-react";
import type { MetaFunction } from "react-router";
import { useLocation } from "react-router";
import { PROCESS_STEP_ROUTES, SERVICE_ROUTES, findSiteRoute, type SiteRoute } from "../../core/site/routes.ts";
import { SITE } from "../../core/site/settings.ts";
import { ContactCards } from "../components/page/contact-cards.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { ButtonAnchor, ButtonLink } from "../components/ui/button.tsx";
import { pageMeta } from "../lib/meta.ts";
import NotFound from "./not-found.tsx";

/**
 * One module for every fixed path of the route table until each page gets its own module with
 * its full content: the route's h1, its intro and the ways to reach us.
 */

const OFFER_PATHS = new Set(["/insider-club", "/year-of-goat", "/gift-card"]);
const CALCULATOR_PATHS = new Set(["/sales-price-calculator", "/cash-only-calculator"]);
const PROCESS_PATHS = new Set([
  "/process-overview",
  "/process-overview/title",
  "/process-overview/settlement",
  "/settlement-statements-made-simple",
  ...PROCESS_STEP_ROUTES.map((r) => r.path),
]);
const LEGAL_PATHS = new Set(["/privacy-policy", "/terms-of-service"]);
/** Pages that are themselves the next step, or where selling would be out of place. */
const NO_CTA_PATHS = new Set(["/get-started", "/thank-you", ...LEGAL_PATHS]);

function eyebrowFor(route: SiteRoute): string {
  if (route.path === "/") return "Serving agents, lenders, buyers and sellers across Iowa";
  if (SERVICE_ROUTES.some((r) => r.path === route.path)) return "Our services";
  if (PROCESS_PATHS.has(route.path)) return "The closing process";
  if (OFFER_PATHS.has(route.path)) return "Special offers";
  if (CALCULATOR_PATHS.has(route.path)) return "Calculators";
  if (LEGAL_PATHS.has(route.path)) return "Legal";
  if (route.render === "client") return "Your account";
  return SITE.brand;
}

export const meta: MetaFunction = ({ location }) => {
  const route = findSiteRoute(location.pathname);
  if (!route) return pageMeta({ title: "Page Not Found", description: "", noindex: true });
  return pageMeta({ title: route.title, description: route.description, noindex: route.render === "client" });
};

export default function Page() {
  const { pathname } = useLocation();
  const route = findSiteRoute(pathname);
  if (!route) return <NotFound />;

  const showCta = route.render === "prerender" && !NO_CTA_PATHS.has(route.path);
  const actions = showCta ? (
    <>
      <ButtonLink to="/get-started" size="lg">
        Get Started
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
      <ButtonAnchor href={SITE.phoneHref} variant="secondary" size="lg">
        <Phone aria-hidden="true" className="size-5" />
        Call {SITE.phone}
      </ButtonAnchor>
    </>
  ) : route.path === "/thank-you" ? (
    <ButtonLink to="/" size="lg">
      Back to Home
    </ButtonLink>
  ) : null;

  return (
    <>
      <PageHero eyebrow={eyebrowFor(route)} heading={route.heading} intro={route.description} actions={actions} />
      {route.render === "prerender" ? <ContactCards /> : null}
    </>
  );
}
