/**
 * A real SMTP server in the bench process that the benchmarked server delivers to (SMTP_URL), so
 * e-mail phases include real delivery; it counts messages and keeps only those sent to an address
 * it was told to watch (the bench's own accounts, whose address-check codes the bench reads).
 */
import { simpleParser } from "mailparser";
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
  /** From now on, keep the messages sent to `email`. */
  watch(email: string): void;
  /**
   * The texts of the messages to a watched address, newest first, once one has arrived
   * (tests/support/prove-email.ts's MailboxReader).
   */
  mailbox(email: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(port: number): Promise<SmtpSink> {
  let received = 0;
  const watched = new Map<string, Buffer[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No DNS lookup of 127.0.0.1 per connection: the sink must not be what delivery waits for.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const boxes = session.envelope.rcptTo.map((r) => watched.get(r.address.toLowerCase())).filter((b) => b !== undefined);
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (boxes.length > 0) chunks.push(chunk);
      });
      stream.on("end", () => {
        received += 1;
        for (const box of boxes) box.push(Buffer.concat(chunks));
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
    watch(email) {
      if (!watched.has(email.toLowerCase())) watched.set(email.toLowerCase(), []);
    },
    async mailbox(email) {
      const box = watched.get(email.toLowerCase());
      if (!box) throw new Error(`${email} is not watched`);
      const t0 = performance.now();
      while (box.length === 0 && performance.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 50));
      return Promise.all([...box].reverse().map(async (raw) => (await simpleParser(raw)).text ?? ""));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
