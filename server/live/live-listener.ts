/**
 * The one LISTEN of an instance (issue 31; docs/decisions/039-live-updates.md): the insert trigger
 * of closing_file_events (migration 0014) announces each committed event's seq on the channel
 * `closing_file_events`. PostgreSQL: one dedicated client outside the pool, reconnecting with
 * backoff (pg-listener.ts); PGlite: its in-process pglite.listen (pglite-listener.ts).
 */
export const LIVE_CHANNEL = "closing_file_events";

export interface ListenerEvents {
  /** A committed event's seq. */
  onSeq(seq: number): void;
  /**
   * The listener is listening again after it was not (a dropped connection): announcements in
   * between are lost, so the hub reads what was committed meanwhile.
   */
  onResumed(): void;
  /** A failure the instance should log (the listener keeps trying by itself). */
  onError(err: unknown): void;
}

export interface LiveListener {
  start(events: ListenerEvents): Promise<void>;
  stop(): Promise<void>;
}

/** A payload of the channel: the seq as text; anything else is ignored. */
export function seqOf(payload: string | undefined): number | null {
  if (!payload || !/^\d{1,18}$/.test(payload)) return null;
  const seq = Number(payload);
  return Number.isSafeInteger(seq) ? seq : null;
}
