import { useParams, type MetaFunction } from "react-router";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ClientsWorkspace } from "#app/features/clients/clients-workspace.tsx";
import { routeText, signedInRouteMeta } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => signedInRouteMeta("Client", "One of your clients and your updates to them.");

/** /clients/:id: the client list's page with that client open (linkable; the back button returns to the list). */
export default function ClientRoute() {
  const { id } = useParams();
  const { heading, description } = routeText("/clients");
  return (
    <>
      <PageHero variant="compact" eyebrow="Your account" heading={heading} intro={description} />
      <ClientsWorkspace selectedId={id} />
    </>
  );
}
