import { controlClasses } from "#app/components/ui/field.tsx";
import { cx } from "#app/lib/cx.ts";
import { toast } from "#app/lib/toast.ts";
import { ApiError } from "#app/lib/api/api-error.ts";
import { PIPELINE_ACTION_MESSAGES as M } from "#core/admin/pipeline-notes.ts";
import type { PipelineRow } from "#core/api/admin-pipeline.ts";
import type { PipelineConfig } from "./pipeline-kinds.ts";
import { useSetOwner, useStaff } from "./pipeline-queries.ts";

/**
 * Who works the row: one of the administrators, or nobody. Saved the moment another is picked;
 * until the server answers the select is disabled, and a refusal leaves the old owner with a toast.
 */
export function OwnerSelect({ config, row, className }: { config: PipelineConfig; row: PipelineRow; className?: string }) {
  const staff = useStaff();
  const save = useSetOwner(config);
  const current = save.isPending ? (save.variables.ownerId ?? "") : (row.owner_id ?? "");
  const people = staff.data?.data ?? [];
  // The stored owner stays listed while the staff list loads, or if they are no longer an administrator.
  const listed = row.owner_id && !people.some((p) => p.id === row.owner_id) ? [{ id: row.owner_id, email: row.owner_email ?? "A former administrator" }, ...people] : people;
  const onChange = (value: string) => {
    const ownerId = value === "" ? null : value;
    if (ownerId === row.owner_id) return;
    save.mutate(
      { id: row.id, ownerId },
      {
        onSuccess: () => toast.success(M.ownerSet),
        onError: (error) => toast.error(error instanceof ApiError && error.isClientError ? error.message : M.ownerFailed),
      },
    );
  };
  return (
    <label className="grid gap-1 text-sm font-semibold text-navy-700">
      Owner
      <select
        value={current}
        disabled={save.isPending || staff.isPending}
        aria-busy={save.isPending || staff.isPending || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cx(controlClasses(), "min-w-44 font-normal", className)}
      >
        <option value="">Nobody yet</option>
        {listed.map((p) => (
          <option key={p.id} value={p.id}>
            {p.email}
          </option>
        ))}
      </select>
    </label>
  );
}
