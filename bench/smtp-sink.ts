/**
 * A real SMTP server in the bench process that the benchmarked server delivers to (SMTP_URL), so
 * e-mail phases include real delivery; it counts messages and keeps nothing else.
 */
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  url: string;
  received(): number;
  /**
   * Seconds until `count` messages have arrived in all (undefined if they did not within
   * `timeoutMs`): how long delivery went on after a load stopped.
   */
  drained(count: number, timeoutMs?: number): Promise<number | undefined>;
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
      while (received < count) {
        if (performance.now() - t0 > timeoutMs) return undefined;
        await new Promise((r) => setTimeout(r, 50));
      }
      return (performance.now() - t0) / 1000;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
