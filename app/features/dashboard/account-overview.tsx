import { ClipboardList, LogOut, ShieldCheck, Users } from "lucide-react";
import type { ReactNode } from "react";
import { accountTypeSchema } from "../../../core/domain/enums.ts";
import { PageHero } from "../../components/page/page-hero.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmailAddress } from "../../components/ui/email-address.tsx";
import { useAuth } from "../../lib/auth/auth-provider.tsx";
import { useProfile } from "../../lib/auth/use-profile.ts";
import { useSignOutAndGoHome } from "../../lib/auth/use-sign-out.ts";
import { accountTypeLabel, dashboardSubtitle, emailLocalPart } from "./greeting.ts";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm font-semibold text-navy-600">{term}</dt>
      <dd className="text-navy-950">{children}</dd>
    </div>
  );
}

/** The dashboard's greeting and the signed-in account at a glance, with the ways on from here. */
export function AccountOverview() {
  const { user } = useAuth();
  const { data: profile } = useProfile();
  const signOut = useSignOutAndGoHome();
  // The profile is the authority; until it answers (or if it cannot) the type chosen at sign-up stands in.
  const metadataType = accountTypeSchema.safeParse(user?.user_metadata.account_type);
  const type = profile ? profile.type : metadataType.success ? metadataType.data : null;
  const email = user?.email ?? "";

  return (
    <>
      <PageHero
        variant="compact"
        eyebrow="Dashboard"
        heading={`Welcome back, ${emailLocalPart(email)}`}
        intro={dashboardSubtitle(type)}
      />
      <div className="page-container grid gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card role="region" aria-labelledby="account-heading">
          <h2 id="account-heading" className="text-xl font-bold text-navy-950">
            Your account
          </h2>
          <dl className="mt-3 divide-y divide-cream-300">
            <Row term="Email">
              <EmailAddress address={email} />
            </Row>
            <Row term="Account type">{accountTypeLabel(type)}</Row>
            {profile?.role === "admin" ? (
              <Row term="Role">
                <Badge tone="neutral">Administrator</Badge>
              </Row>
            ) : null}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/account/security" variant="secondary">
              <ShieldCheck aria-hidden="true" className="size-4" />
              Account Security
            </ButtonLink>
            <Button variant="ghost" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </Button>
          </div>
        </Card>

        <Card role="region" aria-labelledby="next-heading">
          <h2 id="next-heading" className="text-xl font-bold text-navy-950">
            Where to next
          </h2>
          <ul className="mt-4 grid gap-3">
            <li>
              <ButtonLink to="/get-started" className="w-full">
                <ClipboardList aria-hidden="true" className="size-4" />
                Order a Service
              </ButtonLink>
            </li>
            <li>
              <ButtonLink to="/clients" variant="secondary" className="w-full">
                <Users aria-hidden="true" className="size-4" />
                Your Clients
              </ButtonLink>
            </li>
            {profile?.role === "admin" ? (
              <li>
                <ButtonLink to="/admin" variant="secondary" className="w-full">
                  Admin Dashboard
                </ButtonLink>
              </li>
            ) : null}
          </ul>
        </Card>
      </div>
    </>
  );
}
