import type { MetaFunction } from "react-router";
import { PageHero } from "../../components/page/page-hero.tsx";
import { Card } from "../../components/ui/card.tsx";
import { accountRouteMeta, routeText } from "../../lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/admin");

/** Shown only inside the admin layout (routes/admin/admin-layout.tsx), which checks role and two-step. */
export default function AdminRoute() {
  const { heading, description } = routeText("/admin");
  return (
    <>
      <PageHero variant="compact" eyebrow="Administration" heading={heading} intro={description} />
      <div className="page-container py-10">
        <Card className="max-w-3xl">
          <p className="text-navy-800">
            The admin tools (user accounts and roles, leads, service requests and resource documents) are not open
            yet. This page is only shown to administrators.
          </p>
        </Card>
      </div>
    </>
  );
}
