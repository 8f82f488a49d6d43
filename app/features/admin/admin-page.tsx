import type { ReactNode } from "react";
import { SectionNav } from "#app/components/layout/section-nav.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ADMIN_NAV_LINKS } from "./admin-sections.ts";

/** Every admin page: its heading band, the admin sections, then the page's content. */
export function AdminPage({ heading, intro, actions, children }: { heading: string; intro?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHero variant="compact" eyebrow="Administration" heading={heading} intro={intro} actions={actions} />
      <SectionNav label="Admin sections" links={ADMIN_NAV_LINKS} tone="nested" />
      <div className="page-container grid gap-6 py-8 sm:py-10">{children}</div>
    </>
  );
}
