import type { MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { InboxList } from "#app/features/closing-admin/inbox-list.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const INTRO = "Conversations on closing files where someone is waiting for our answer, longest waiting first.";

export const meta: MetaFunction = () => signedInRouteMeta("Inbox", INTRO);

/** /admin/inbox */
export default function AdminInboxRoute() {
  return (
    <AdminPage heading="Inbox" intro={INTRO}>
      <InboxList />
    </AdminPage>
  );
}
