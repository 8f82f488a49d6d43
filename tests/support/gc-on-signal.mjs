/**
 * Preloaded into a server a test starts (NODE_OPTIONS="--expose-gc --import <this file>"): on
 * SIGUSR2 the process runs a full garbage collection and writes its memory figures to stderr as
 * one line, `gc-on-signal {…}` (MiB). A memory test reads resident memory after this, so that
 * garbage V8 has not yet collected (which under load is tens to hundreds of MiB and comes and
 * goes with its collection schedule) does not pass for a leak, nor hide one.
 */
const mib = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

process.on("SIGUSR2", () => {
  globalThis.gc?.();
  const m = process.memoryUsage();
  process.stderr.write(
    `gc-on-signal ${JSON.stringify({ rss: mib(m.rss), heapUsed: mib(m.heapUsed), heapTotal: mib(m.heapTotal), external: mib(m.external), arrayBuffers: mib(m.arrayBuffers) })}\n`,
  );
});
