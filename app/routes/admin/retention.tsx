import type { MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { RetentionPage } from "#app/features/retention/retention-page.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const INTRO =
  "How long customer information is kept, and what the daily run disposes of: bank details after disbursement, documents of completed files, leads that never became a file. Each disposal is recorded in the audit log, which is never disposed of.";

export const meta: MetaFunction = () => signedInRouteMeta("Retention", INTRO);

/** /admin/retention */
export default function AdminRetentionRoute() {
  return (
    <AdminPage heading="Retention" intro={INTRO}>
      <RetentionPage />
    </AdminPage>
  );
}
