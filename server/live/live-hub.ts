/**
 * The instance's live hub (issue 31; docs/decisions/039-live-updates.md): the one listener
 * announces each committed file event's seq, the hub reads the announced events once (a batch
 * per tick, with the file's agent and lender addresses beside them) and hands each to the
 * connected streams allowed to learn of it (core/closing/live-audience.ts). However many browsers
 * are connected, an instance holds one listening connection and reads each event once.
 */
import type { AppDb } from "#db/client.ts";
import { mayLearnOf, type LiveAudience } from "#core/closing/live-audience.ts";
import type { LiveListener } from "./live-listener.ts";
import { eventsAfter, eventsBySeq, newestSeq, replayFor, type LiveEventRow } from "./live.queries.ts";
import { READY_FRAME, eventFrame } from "./sse-frames.ts";

/** Every 25 s each stream gets a `ready` frame, so proxies keep it open and browsers can tell a dead one. */
export const HEARTBEAT_MS = 25_000;
/**
 * How far before a Last-Event-ID (and before the newest seq seen, after the listener reconnects)
 * events are read again: seqs are taken when a row is inserted but announced when its transaction
 * commits, so a lower seq can commit after a higher one was sent. Replays are harmless: a page
 * only refetches.
 */
export const LOOK_BACK_SEQS = 50;
/** At most this many events are replayed to one stream; a page that missed more refetches anyway. */
export const REPLAY_LIMIT = 500;
/** Seqs already fanned out, remembered so a catch-up after a reconnect does not send them twice. */
const REMEMBERED_SEQS = 4_096;

export interface LiveStream {
  audience: LiveAudience;
  /** Queues a frame; false when the stream is gone or too far behind (it is then closed and dropped). */
  send(frame: string): boolean;
  /** Ends the stream (the instance is stopping): the browser reconnects, to another instance if there is one. */
  end(): void;
}

export interface LiveHub {
  /** Adds a stream once the listener listens (so nothing committed after this resolves is missed); returns its removal. */
  subscribe(stream: LiveStream): Promise<() => void>;
  /** The audience's events after `lastEventId` (less the look-back), oldest first. */
  replay(audience: LiveAudience, lastEventId: number): Promise<LiveEventRow[]>;
  /** Connected streams, and whether the listener was started. */
  stats(): { streams: number; listening: boolean };
  close(): Promise<void>;
}

export interface HubOptions {
  db: AppDb;
  listener: LiveListener;
  onError?: (err: unknown, what: string) => void;
  heartbeatMs?: number;
}

export function createLiveHub({ db, listener, onError = () => {}, heartbeatMs = HEARTBEAT_MS }: HubOptions): LiveHub {
  const streams = new Set<LiveStream>();
  const pending = new Set<number>();
  const sent = new Set<number>();
  let highest = 0;
  let flushing: Promise<void> | undefined;
  let started: Promise<void> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  const remember = (seq: number) => {
    sent.add(seq);
    if (sent.size > REMEMBERED_SEQS) {
      // A Set iterates in insertion order: the first is the oldest.
      const oldest = sent.values().next().value;
      if (oldest !== undefined) sent.delete(oldest);
    }
    if (seq > highest) highest = seq;
  };

  const fanOut = (rows: readonly LiveEventRow[]) => {
    for (const row of rows) {
      if (sent.has(row.seq)) continue;
      remember(row.seq);
      let frame: string | undefined;
      for (const stream of streams) {
        if (!mayLearnOf(stream.audience, row)) continue;
        frame ??= eventFrame(row);
        if (!stream.send(frame)) streams.delete(stream);
      }
    }
  };

  const flush = async () => {
    while (pending.size > 0 && !closed) {
      const seqs = [...pending];
      pending.clear();
      try {
        fanOut(await eventsBySeq(db, seqs));
      } catch (err) {
        onError(err, "reading announced file events");
      }
    }
  };

  const announce = (seq: number) => {
    if (sent.has(seq)) return;
    pending.add(seq);
    // One read for every seq announced in the same tick; a read under way picks up the rest after it.
    flushing ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(flush)
      .finally(() => {
        flushing = undefined;
        if (pending.size > 0) announce([...pending][0]!);
      });
  };

  const catchUp = async () => {
    try {
      fanOut(await eventsAfter(db, Math.max(0, highest - LOOK_BACK_SEQS), REPLAY_LIMIT * 2));
    } catch (err) {
      onError(err, "catching up on file events after the listener reconnected");
    }
  };

  const start = () =>
    (started ??= (async () => {
      highest = await newestSeq(db).catch(() => 0);
      await listener.start({
        onSeq: announce,
        onResumed: () => void catchUp(),
        onError: (err) => onError(err, "live listener"),
      });
      heartbeat = setInterval(() => {
        for (const stream of streams) if (!stream.send(READY_FRAME)) streams.delete(stream);
      }, heartbeatMs);
      heartbeat.unref();
    })().catch((err: unknown) => {
      // The next stream tries again rather than every stream failing for good.
      started = undefined;
      throw err;
    }));

  return {
    async subscribe(stream) {
      if (closed) throw new Error("the live hub is closed");
      await start();
      streams.add(stream);
      return () => void streams.delete(stream);
    },
    async replay(audience, lastEventId) {
      return replayFor(db, audience, Math.max(0, lastEventId - LOOK_BACK_SEQS), REPLAY_LIMIT);
    },
    stats: () => ({ streams: streams.size, listening: started !== undefined }),
    async close() {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      for (const stream of streams) stream.end();
      streams.clear();
      if (started) {
        await started.catch(() => {});
        await listener.stop();
      }
    },
  };
}
