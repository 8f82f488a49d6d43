import { LEAD_STATUS_VALUES, leadStatusSchema } from "#core/domain/enums.ts";
import { controlClasses } from "#app/components/ui/field.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { describeFailure } from "#app/lib/api/failure.ts";
import { cx } from "#app/lib/cx.ts";
import { toast } from "#app/lib/toast.ts";
import type { PipelineRow } from "#core/api/admin-pipeline.ts";
import { STATUS_LABELS, type PipelineConfig } from "./pipeline-kinds.ts";
import { useSetPipelineStatus } from "./pipeline-queries.ts";

/**
 * A row's status, saved the moment another is picked (any status may follow any other). The
 * select shows the stored value: until the server answers it is disabled, and a refusal leaves
 * the old value with the failure toast and, beside the select, the reason with Retry.
 */
export function StatusSelect({ config, row, className }: { config: PipelineConfig; row: PipelineRow; className?: string }) {
  const save = useSetPipelineStatus(config);
  const onChange = (value: string) => {
    const status = leadStatusSchema.safeParse(value);
    if (!status.success || status.data === row.status) return;
    save.mutate(
      { id: row.id, status: status.data },
      {
        onSuccess: () => toast.success(config.messages.updated),
        onError: () => toast.error(config.messages.updateFailed),
      },
    );
  };
  const failure = save.isError ? describeFailure(save.error, config.messages.updateFailed) : null;
  return (
    <>
      <select
        aria-label={`Status of ${row.name}`}
        value={save.isPending ? save.variables.status : row.status}
        disabled={save.isPending}
        aria-busy={save.isPending || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cx(controlClasses(), "min-w-36", className)}
      >
        {LEAD_STATUS_VALUES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <FailureAlert
        failure={failure}
        onRetry={() => save.variables && onChange(save.variables.status)}
        retrying={save.isPending}
        className="mt-2 max-w-80"
      />
    </>
  );
}
