import { X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { auditFilterSchema } from "#core/admin/people-audit.ts";

/**
 * The audit log's closing-file filter, above the list: a file number typed in (checked as the API
 * checks it) narrows the log to that file's events and its documents'; while one is in effect it
 * is named, with a way back to every file. The address carries it (?file=), like the other filters.
 */
export function AuditFileFilter({ file, hrefFor }: { file: string | null; hrefFor: (file: string | null) => string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  if (file) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-cream-300 bg-cream-50 px-4 py-2">
        <p className="text-navy-900">
          Showing closing file <strong>{file}</strong>
        </p>
        <ButtonLink variant="ghost" size="sm" to={hrefFor(null)} preventScrollReset>
          <X aria-hidden="true" className="size-4" />
          All files
        </ButtonLink>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = auditFilterSchema.shape.file.safeParse(value);
    if (!parsed.success || !parsed.data) {
      setError(parsed.error?.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setValue("");
    void navigate(hrefFor(parsed.data), { preventScrollReset: true });
  };

  return (
    <form role="search" aria-label="Audit log by closing file" noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
      <Field
        label="Closing file number"
        className="w-full max-w-xs"
        placeholder="HC-2026-01001"
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      {/* Level with the box, below its label, whether or not an error shows under it. */}
      <div className="sm:pt-7">
        <Button type="submit" variant="secondary">
          Show this file
        </Button>
      </div>
    </form>
  );
}
