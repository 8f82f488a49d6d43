import { ArrowLeft } from "lucide-react";
import type { MetaFunction } from "react-router";
import { PageHero } from "../../components/page/page-hero.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { QueryEmpty } from "../../components/ui/query-state.tsx";
import { signedInRouteMeta } from "../../lib/route-meta.ts";

export const meta: MetaFunction = () => signedInRouteMeta("Client", "One of your clients and your updates to them.");

/** /clients/:id. Client details open with client management; until then every id is unknown. */
export default function ClientRoute() {
  return (
    <>
      <PageHero variant="compact" eyebrow="Your clients" heading="Client" />
      <div className="page-container py-10">
        <QueryEmpty message="Client not found" className="max-w-3xl">
          <p>This client is not in your client list. Client management is not open yet.</p>
          <div className="mt-4">
            <ButtonLink to="/clients" variant="secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Clients
            </ButtonLink>
          </div>
        </QueryEmpty>
      </div>
    </>
  );
}
