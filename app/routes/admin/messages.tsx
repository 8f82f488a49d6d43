import type { MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { MessagesList } from "#app/features/admin/messages-list.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const INTRO = "The e-mails and texts the site has sent recently, with their delivery status and any errors.";

export const meta: MetaFunction = () => signedInRouteMeta("Outbound Messages", INTRO);

export default function AdminMessagesRoute() {
  return (
    <AdminPage heading="Outbound Messages" intro={INTRO}>
      <MessagesList />
    </AdminPage>
  );
}
