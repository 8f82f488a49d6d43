import { BellRing, LogOut, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { accountTypeSchema } from "#core/domain/enums.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { useProfile } from "#app/lib/auth/use-profile.ts";
import { useSignOutAndGoHome } from "#app/lib/auth/use-sign-out.ts";
import { accountTypeLabel } from "./greeting.ts";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm font-semibold text-navy-600">{term}</dt>
      <dd className="min-w-0 text-navy-950 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The signed-in account at a glance: e-mail, account type, role, security and sign-out. */
export function AccountCard() {
  const { user } = useAuth();
  const { data: profile } = useProfile();
  const signOut = useSignOutAndGoHome();
  // The profile is the authority; until it answers (or if it cannot) the type chosen at sign-up stands in.
  const metadataType = accountTypeSchema.safeParse(user?.user_metadata.account_type);
  const type = profile ? profile.type : metadataType.success ? metadataType.data : null;
  const email = user?.email ?? "";

  return (
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
        <ButtonLink to="/account/notifications" variant="secondary">
          <BellRing aria-hidden="true" className="size-4" />
          Notifications
        </ButtonLink>
        <Button variant="ghost" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </Button>
      </div>
    </Card>
  );
}
