import type { MetaFunction } from "react-router";
import { AdminPage } from "#app/features/admin/admin-page.tsx";
import { WireInstructionsOffices } from "#app/features/wire-instructions/wire-instructions-page.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

const INTRO =
  "Each office's escrow account wire instructions. A change takes effect only when a second administrator approves it; the buyers of the office's open files are then told to call before sending money.";

export const meta: MetaFunction = () => signedInRouteMeta("Wire Instructions", INTRO);

/** /admin/wire-instructions */
export default function AdminWireInstructionsRoute() {
  return (
    <AdminPage heading="Wire Instructions" intro={INTRO}>
      <WireInstructionsOffices />
    </AdminPage>
  );
}
