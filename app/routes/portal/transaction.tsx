import { useParams, type MetaFunction } from "react-router";
import { ClosingFilePage } from "#app/features/closing-files/closing-file-page.tsx";
import { signedInRouteMeta } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => signedInRouteMeta("Closing file", "One of your closing files: where it stands, its people and its documents.");

/** /transactions/:id: a closing file the signed-in agent or lender is on. */
export default function TransactionRoute() {
  const { id = "" } = useParams();
  // A new id is a new page: nothing typed into one file's upload form carries over to another.
  return <ClosingFilePage key={id} id={id} />;
}
