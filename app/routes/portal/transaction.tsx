import { ArrowLeft } from "lucide-react";
import type { MetaFunction } from "react-router";
import { PageHero } from "../../components/page/page-hero.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { QueryEmpty } from "../../components/ui/query-state.tsx";
import { signedInRouteMeta } from "../../lib/route-meta.ts";

export const meta: MetaFunction = () => signedInRouteMeta("Transaction", "One of your transactions and where it stands.");

/** /transactions/:id. Transaction details open with closing files; until then every id is unknown. */
export default function TransactionRoute() {
  return (
    <>
      <PageHero variant="compact" eyebrow="Your transactions" heading="Transaction" />
      <div className="page-container py-10">
        <QueryEmpty message="Transaction not found" className="max-w-3xl">
          <p>This transaction is not among yours. Transaction details are not open yet.</p>
          <div className="mt-4">
            <ButtonLink to="/dashboard" variant="secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Dashboard
            </ButtonLink>
          </div>
        </QueryEmpty>
      </div>
    </>
  );
}
