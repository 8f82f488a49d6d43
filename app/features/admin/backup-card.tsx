import { format, parseISO } from "date-fns";
import type { BackupStatus } from "#core/api/admin-overview.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { formatBytes } from "#app/lib/closing-format.ts";

const when = (iso: string) => format(parseISO(iso), "MMM d, yyyy 'at' h:mm a");

/** The overview's backup card (issue 33): the last backup's time, size and result, and whether the schedule is on. */
export function BackupCard({ backup }: { backup: BackupStatus }) {
  const { last_run: run, last_success: success } = backup;
  return (
    // One height (10 rem) whether a backup has run, succeeded or the schedule is off, so the overview's
    // loading state can keep its room (overview.tsx; a long failure message may still grow it).
    <Card className="grid min-h-[10rem] content-start gap-2 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="overview-backup-heading" className="text-lg font-semibold text-navy-950">
          Backups
        </h2>
        {run && <Badge tone={run.result === "succeeded" ? "success" : "danger"}>{run.result === "succeeded" ? "Last backup succeeded" : "Last backup failed"}</Badge>}
      </div>
      {!run ? (
        <p className="text-navy-700">No backup has run yet.</p>
      ) : run.result === "succeeded" ? (
        <p className="text-navy-700">
          Last backup {when(run.finished_at)}
          {success?.size_bytes != null && <> · {formatBytes(success.size_bytes)}</>}
        </p>
      ) : (
        <>
          <p className="text-navy-700">
            Failed {when(run.finished_at)}: <span className="break-words text-red-700">{run.error ?? "no reason was recorded"}</span>
          </p>
          <p className="text-navy-700">
            {success ? (
              <>
                Last good backup {when(success.at)}
                {success.size_bytes != null && <> · {formatBytes(success.size_bytes)}</>}
              </>
            ) : (
              "No backup has succeeded yet."
            )}
          </p>
        </>
      )}
      {!backup.scheduled && <p className="text-sm text-navy-700">Scheduled backups are off: set BACKUP_DIR and BACKUP_SCHEDULE.</p>}
    </Card>
  );
}
