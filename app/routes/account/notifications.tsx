import { ArrowLeft } from "lucide-react";
import type { MetaFunction } from "react-router";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { CalendarAddressCard } from "#app/features/closing-files/calendar-address-card.tsx";
import { NotificationPreferencesCard } from "#app/features/closing-files/notification-preferences-form.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const DESCRIPTION = "Choose which closing-file updates we e-mail or text you, and add your closings to your calendar.";

export const meta: MetaFunction = () => signedInRouteMeta("Notifications", DESCRIPTION);

export default function NotificationsRoute() {
  return (
    <>
      <PageHero
        variant="compact"
        eyebrow="Your account"
        heading="Notifications"
        intro={DESCRIPTION}
        actions={
          <ButtonLink to="/dashboard" variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Dashboard
          </ButtonLink>
        }
      />
      <div className="page-container grid grid-cols-[minmax(0,1fr)] items-start gap-6 py-10 lg:grid-cols-2">
        <NotificationPreferencesCard />
        <CalendarAddressCard />
      </div>
    </>
  );
}
