import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { insightsFromBlog, type InsightCard } from "#core/content/home/insights.ts";
import { findSiteRoute } from "#core/site/routes.ts";
import { SatisfactionGuarantee } from "#app/components/page/satisfaction-guarantee.tsx";
import { WireFraudNotice } from "#app/components/page/wire-fraud-notice.tsx";
import { ClosingCta } from "#app/features/home/closing-cta.tsx";
import { HomeHero } from "#app/features/home/hero.tsx";
import { InsiderClubSection } from "#app/features/home/insider-club-section.tsx";
import { InsightsCarousel } from "#app/features/home/insights-carousel.tsx";
import { ServicesSection } from "#app/features/home/services-section.tsx";
import { StatsSection } from "#app/features/home/stats-section.tsx";
import { TestimonialsSection } from "#app/features/home/testimonials-section.tsx";
import { SimpleProcessSection, WhyChooseSection } from "#app/features/home/why-choose-section.tsx";
import { listPosts } from "#app/lib/blog.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

const ROUTE = findSiteRoute("/")!;

/**
 * Runs at build time only (the page is pre-rendered), so the Markdown reader never ships to the
 * browser: the six newest posts for the Latest Insights carousel.
 */
export function loader(): { insights: InsightCard[] } {
  return { insights: insightsFromBlog(listPosts()) };
}

export const meta: MetaFunction = () => pageMeta({ title: ROUTE.title, description: ROUTE.description });

export default function Home() {
  const { insights } = useLoaderData<typeof loader>();
  return (
    <>
      <HomeHero heading={ROUTE.heading} />
      <ServicesSection />
      <WhyChooseSection />
      <SimpleProcessSection />
      <StatsSection />
      <InsiderClubSection />
      <TestimonialsSection />
      <InsightsCarousel posts={insights} />
      <div className="page-container grid gap-6 py-16 sm:py-20 lg:grid-cols-2">
        <SatisfactionGuarantee />
        <WireFraudNotice className="self-start" />
      </div>
      <ClosingCta />
    </>
  );
}
