import { accountTypeSchema } from "#core/domain/enums.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { EmailConfirmationNotice } from "#app/lib/auth/email-confirmation-notice.tsx";
import { useProfile } from "#app/lib/auth/use-profile.ts";
import { AccountCard } from "./account-card.tsx";
import { dashboardSubtitle, emailLocalPart } from "./greeting.ts";
import { GoatPanel } from "./goat-panel.tsx";
import { MyOrdersPanel } from "./my-orders-panel.tsx";
import { OrderPanel } from "./order-panel.tsx";
import { Promos } from "./promos.tsx";
import { ResourcesPanel } from "./resources-panel.tsx";
import { TotalsPanel } from "./totals-panel.tsx";
import { ClosingFilesPanel } from "./closing-files-panel.tsx";

/** /dashboard: closing files and totals, ordering and the orders placed, resources, promotions and the GOAT standing. */
export function DashboardPage() {
  const { user } = useAuth();
  const { data: profile } = useProfile();
  // The profile is the authority; until it answers, the type chosen at sign-up stands in.
  const metadataType = accountTypeSchema.safeParse(user?.user_metadata.account_type);
  const type = profile ? profile.type : metadataType.success ? metadataType.data : null;

  return (
    <>
      <PageHero variant="compact" eyebrow="Dashboard" heading={`Welcome back, ${emailLocalPart(user?.email)}`} intro={dashboardSubtitle(type)} />
      <div className="page-container grid grid-cols-[minmax(0,1fr)] gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <EmailConfirmationNotice />
          <ClosingFilesPanel />
          <OrderPanel />
          <MyOrdersPanel />
          <GoatPanel />
        </div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <AccountCard />
          <TotalsPanel />
          <ResourcesPanel />
          <Promos />
        </div>
      </div>
    </>
  );
}
