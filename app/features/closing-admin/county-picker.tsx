import { Plus, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { IOWA_COUNTIES, iowaCounty } from "#core/closing/iowa-counties.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { cx } from "#app/lib/cx.ts";

/**
 * Other Iowa counties the land lies in (a farm across a county line: a Declaration of Value and a
 * recording in each county's recorder's office). Picked one at a time from Iowa's 99 (any spelling
 * typed is matched to the official name), each shown with a button that removes it.
 */
export function CountyPicker({
  className,
  id,
  counties,
  mainCounty,
  error,
  disabled,
  onChange,
}: {
  className?: string;
  id: string;
  counties: readonly string[];
  /** The file's county: not offered again. */
  mainCounty: string;
  error?: string;
  disabled: boolean;
  onChange: (counties: string[]) => void;
}) {
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const main = iowaCounty(mainCounty);

  const add = () => {
    const county = iowaCounty(typed);
    if (!county) return setProblem("Choose one of Iowa's 99 counties");
    if (county === main) return setProblem(`${county} County is the file's county already`);
    setProblem(null);
    setTyped("");
    if (!counties.includes(county)) onChange([...counties, county]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the county here rather than sending the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className={cx("grid content-start gap-2", className)}>
      <div className="flex flex-wrap items-start gap-x-2">
        <Field
          id={id}
          label="Other counties the land lies in"
          hint="Only when the land crosses a county line"
          className="min-w-0 flex-1 basis-48"
          autoComplete="off"
          list={`${id}-options`}
          value={typed}
          error={problem ?? error}
          readOnly={disabled}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <datalist id={`${id}-options`}>
          {IOWA_COUNTIES.filter((c) => c !== main && !counties.includes(c)).map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <Button variant="secondary" onClick={add} disabled={disabled} className="mt-7">
          <Plus aria-hidden="true" className="size-4" />
          Add county
        </Button>
      </div>
      {counties.length > 0 ? (
        <ul aria-label="Other counties" className="flex flex-wrap gap-2">
          {counties.map((c) => (
            <li key={c} className="inline-flex items-center gap-1 rounded-full border border-navy-300 bg-white py-1 pr-1 pl-3 text-sm font-semibold text-navy-900">
              {c} County
              <Button variant="ghost" size="sm" onClick={() => onChange(counties.filter((x) => x !== c))} disabled={disabled} aria-label={`Remove ${c} County`} className="min-h-9 px-2">
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
