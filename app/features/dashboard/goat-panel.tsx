import { Trophy } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { GoatStanding } from "#core/api/goat.ts";
import { GOAT_MESSAGES, leaderboardNameSchema } from "#core/content/offers/goat-leaderboard.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { cx } from "#app/lib/cx.ts";
import { toast } from "#app/lib/toast.ts";
import { useGoatStanding, useSaveLeaderboardName } from "./dashboard-queries.ts";

function Standing({ goat }: { goat: GoatStanding }) {
  return (
    <div>
      <p className="text-sm font-semibold text-navy-700">Your level in {goat.year}</p>
      <p className="mt-1 text-2xl font-bold text-navy-950">{goat.level?.name ?? "Not on the mountain yet"}</p>
      <p className="mt-1 text-navy-700">
        {goat.closings} {goat.closings === 1 ? "closing" : "closings"} this year
        {goat.rank ? ` · rank ${goat.rank}` : ""}
      </p>
      {goat.next_level ? (
        <div className="mt-3">
          <div
            role="progressbar"
            aria-label={`Progress to ${goat.next_level.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={goat.progress}
            className="h-3 overflow-hidden rounded-full bg-cream-200"
          >
            <div className="h-full rounded-full bg-gold-500" style={{ width: `${goat.progress}%` }} />
          </div>
          <p className="mt-2 text-sm text-navy-700">
            {goat.next_level.remaining} more {goat.next_level.remaining === 1 ? "closing" : "closings"} to {goat.next_level.name}
          </p>
        </div>
      ) : (
        <p className="mt-3 font-semibold text-gold-800">You have reached the summit. The greatest of all time.</p>
      )}
    </div>
  );
}

function Leaderboard({ goat }: { goat: GoatStanding }) {
  if (goat.leaderboard.length === 0) return <QueryEmpty message={GOAT_MESSAGES.empty} />;
  return (
    <ol aria-label={`Top ${goat.leaderboard.length} of ${goat.year}`} className="divide-y divide-cream-300">
      {goat.leaderboard.map((entry) => (
        <li key={`${entry.rank}-${entry.name}-${entry.closings}`} className={cx("flex items-center justify-between gap-3 py-2", entry.is_you && "font-semibold")}>
          <span>
            <span className="inline-block w-8 text-navy-700">{entry.rank}.</span>
            {entry.name}
            {entry.is_you ? " (you)" : ""}
          </span>
          <span className="text-navy-800">{entry.closings}</span>
        </li>
      ))}
    </ol>
  );
}

function NameForm({ goat }: { goat: GoatStanding }) {
  const [show, setShow] = useState(goat.leaderboard_name.show_name);
  const [name, setName] = useState(goat.leaderboard_name.display_name ?? "");
  const [error, setError] = useState<string | undefined>();
  const save = useSaveLeaderboardName();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = leaderboardNameSchema.safeParse({ show_name: show, display_name: name.trim() ? name : null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(GOAT_MESSAGES.saved),
      onError: (err) => {
        const fieldError = err instanceof ApiError ? err.fields.display_name : undefined;
        if (fieldError) setError(fieldError);
        toast.error(GOAT_MESSAGES.saveFailed);
      },
    });
  }

  return (
    <form aria-label="Leaderboard name" onSubmit={submit} className="mt-4 grid gap-3 border-t border-cream-300 pt-4" noValidate>
      <label className="flex items-center gap-2 text-navy-900">
        <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} className="size-5 accent-navy-800" />
        Show my name on the leaderboard
      </label>
      <Field
        label="Name to show"
        hint="Others see a masked name (like j•••h) unless you choose to show one."
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error}
        maxLength={60}
        autoComplete="nickname"
      />
      <Button type="submit" variant="secondary" busy={save.isPending} busyLabel="Saving...">
        Save leaderboard name
      </Button>
    </form>
  );
}

/** The Year of the GOAT: the member's level and progress, the year's top ten and the name opt-in. */
export function GoatPanel() {
  const query = useGoatStanding();
  return (
    <Card role="region" aria-labelledby="goat-heading">
      <h2 id="goat-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
        <Trophy aria-hidden="true" className="size-6 text-gold-700" />
        Year of the GOAT
      </h2>
      {query.isPending ? (
        <QueryLoading label="Loading your level…" />
      ) : query.isError ? (
        <QueryError message={GOAT_MESSAGES.loadFailed} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <div>
            <Standing goat={query.data} />
            <NameForm key={`${query.data.leaderboard_name.show_name}-${query.data.leaderboard_name.display_name}`} goat={query.data} />
          </div>
          <div>
            <h3 className="font-semibold text-navy-950">Leaderboard {query.data.year}</h3>
            <Leaderboard goat={query.data} />
          </div>
        </div>
      )}
    </Card>
  );
}
