import { useMemo, type ReactNode } from "react";
import { SectionNav } from "#app/components/layout/section-nav.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ADMIN_NAV_LINKS } from "./admin-sections.ts";
import { useInboxCount } from "./inbox-count.ts";

/**
 * Every admin page: its heading band, the admin sections (the inbox with how many conversations
 * wait for staff), then the page's content.
 */
export function AdminPage({ heading, intro, actions, children }: { heading: string; intro?: string; actions?: ReactNode; children: ReactNode }) {
  const waiting = useInboxCount().data?.waiting ?? 0;
  const links = useMemo(() => ADMIN_NAV_LINKS.map((l) => (l.to === "/admin/inbox" && waiting > 0 ? { ...l, count: { value: waiting, label: "waiting" } } : l)), [waiting]);
  return (
    <>
      <PageHero variant="compact" eyebrow="Administration" heading={heading} intro={intro} actions={actions} />
      <SectionNav label="Admin sections" links={links} tone="nested" />
      <div className="page-container grid gap-6 py-8 sm:py-10">{children}</div>
    </>
  );
}
