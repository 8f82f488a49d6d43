/**
 * A real SMTP server in the bench process that the benchmarked server delivers to (SMTP_URL), so
 * e-mail phases include real delivery; it counts messages and keeps nothing else.
 */
import { SMTPServer } from "smtp-server";

export interface Drain {
  seconds: number;
  /** Messages still to arrive when waiting stopped (0: all delivered). */
  missing: number;
}

export interface SmtpSink {
  url: string;
  received(): number;
  /**
   * Waits until `count` messages have arrived in all, or `timeoutMs`: how long delivery went on
   * after a load stopped, and how many of the `count` had arrived by then.
   */
  drained(count: number, timeoutMs?: number): Promise<Drain>;
  close(): Promise<void>;
}

export async function startSmtpSink(port: number): Promise<SmtpSink> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No DNS lookup of 127.0.0.1 per connection: the sink must not be what delivery waits for.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    async drained(count, timeoutMs = 180_000) {
      const t0 = performance.now();
      while (received < count && performance.now() - t0 < timeoutMs) await new Promise((r) => setTimeout(r, 50));
      return { seconds: (performance.now() - t0) / 1000, missing: Math.max(0, count - received) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
