import { Download } from "lucide-react";
import { useState } from "react";
import { AUTH_MESSAGES } from "#core/auth/auth-messages.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { toast } from "#app/lib/toast.ts";
import { downloadCsv } from "./csv-download.ts";

/** Export CSV: the list's current filter, every row, as a file the browser saves. */
export function ExportButton({ path, fallbackName }: { path: string; fallbackName: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, fallbackName);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status !== 0 ? error.message : AUTH_MESSAGES.genericError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void run()} busy={busy} busyLabel="Exporting...">
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </Button>
  );
}
