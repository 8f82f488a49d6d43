/**
 * The embedded database's listener: PGlite is one in-process connection, so its notifications are
 * callbacks on it (pglite.listen) and nothing can drop in between.
 */
import type { PGlite } from "@electric-sql/pglite";
import { LIVE_CHANNEL, seqOf, type ListenerEvents, type LiveListener } from "./live-listener.ts";

export function pgliteListener(pglite: PGlite): LiveListener {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start(events: ListenerEvents) {
      unlisten = await pglite.listen(LIVE_CHANNEL, (payload) => {
        const seq = seqOf(payload);
        if (seq !== null) events.onSeq(seq);
      });
    },
    async stop() {
      const stop = unlisten;
      unlisten = undefined;
      if (stop && !pglite.closed) await stop().catch(() => {});
    },
  };
}
