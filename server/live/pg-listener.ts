/**
 * PostgreSQL's listener: one dedicated client outside the pool (a pooled connection would be
 * handed to other work and its LISTEN lost), so an instance holds exactly one listening
 * connection however many streams are open. When the connection drops (a server restart, a
 * network cut) it reconnects with backoff, 0.25 s doubling to 10 s, and tells the hub to read
 * what was committed meanwhile.
 */
import pg from "pg";
import { LIVE_CHANNEL, seqOf, type ListenerEvents, type LiveListener } from "./live-listener.ts";

const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 10_000;

export function pgListener(url: string): LiveListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let backoff = FIRST_BACKOFF_MS;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (events: ListenerEvents, first: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, application_name: "live-listener" });
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (err) events.onError(err);
      next.removeAllListeners("notification");
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      // A database that no longer exists (dropped: a test's, a bench's) is not coming back.
      if ((err as { code?: string } | undefined)?.code === "3D000") stopped = true;
      schedule(events);
    };
    next.on("error", (err) => onLost(err));
    next.on("end", () => onLost());
    next.on("notification", (msg) => {
      if (msg.channel !== LIVE_CHANNEL) return;
      const seq = seqOf(msg.payload);
      if (seq !== null) events.onSeq(seq);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      if (first) {
        lost = true;
        await next.end().catch(() => {});
        throw err;
      }
      onLost(err);
      return;
    }
    if (stopped) {
      lost = true;
      await next.end().catch(() => {});
      return;
    }
    client = next;
    backoff = FIRST_BACKOFF_MS;
    if (!first) events.onResumed();
  };

  const schedule = (events: ListenerEvents) => {
    if (stopped || retry) return;
    const wait = backoff;
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    retry = setTimeout(() => {
      retry = undefined;
      void connect(events, false);
    }, wait);
    retry.unref();
  };

  return {
    async start(events) {
      stopped = false;
      try {
        await connect(events, true);
      } catch (err) {
        // The database is down at start: keep trying in the background, as after a drop.
        events.onError(err);
        schedule(events);
      }
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = undefined;
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on("error", () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
