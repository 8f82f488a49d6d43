/** The admin overview's stat cards (GET /api/v1/admin/overview). */
import { z } from "zod";

// --- Backups (issue 33): the backup job's row (server/jobs/job-lease.ts), for the overview's backup card. ---
const timestamp = z.string().meta({ example: "2026-11-28T08:00:03.512Z" });
export const backupStatusSchema = z
  .object({
    scheduled: z.boolean().meta({ description: "Whether scheduled backups are on (BACKUP_DIR and BACKUP_SCHEDULE set)" }),
    last_run: z
      .object({
        finished_at: timestamp,
        result: z.enum(["succeeded", "failed"]),
        error: z.string().nullable().meta({ description: "Why the last run failed (null when it succeeded)" }),
      })
      .nullable()
      .meta({ description: "The last backup, on any instance or by npm run backup; null before the first" }),
    last_success: z
      .object({ at: timestamp, size_bytes: z.number().int().min(0).nullable() })
      .nullable()
      .meta({ description: "The last backup that succeeded and its archive's size" }),
  })
  .meta({ id: "BackupStatus" });
export type BackupStatus = z.infer<typeof backupStatusSchema>;
// --- end of backups ---

export const adminOverviewSchema = z
  .object({
    total_users: z.number().int().min(0),
    agents: z.number().int().min(0).meta({ description: "Accounts of type agent" }),
    lenders: z.number().int().min(0).meta({ description: "Accounts of type lender" }),
    total_transactions: z.number().int().min(0),
    backup: backupStatusSchema,
  })
  .meta({ id: "AdminOverview" });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
