import { sql } from "drizzle-orm";
import { queryRows, type AppDb } from "../../db/client.ts";
import { retryDelayMs } from "../../core/mail/backoff.ts";
import { isDatabaseUnavailable } from "../http/database-unavailable.ts";
import type { Logger } from "../logger.ts";
import type { OutgoingMessage, Transport } from "./transports.ts";

export interface OutboxWorkerOptions {
  db: AppDb;
  transport: Transport;
  logger: Logger;
  pollMs: number;
  batchSize?: number;
  /** How long a claimed row stays reserved; after that a crashed worker's claim is retried. */
  leaseMs?: number;
  retryDelay?: (attempts: number) => number;
  /** Told instead of logging an error per poll when the database cannot be reached (main.ts logs the outage once). */
  onDatabaseUnavailable?: (err: unknown) => void;
}

interface ClaimedRow {
  id: string;
  channel: "email" | "sms";
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  attempts: number;
  max_attempts: number;
}

/**
 * Delivers queued messages. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so any
 * number of instances can share one queue without sending a row twice, and a row claimed by a
 * process that died is picked up again once its lease runs out.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly retryDelay: (attempts: number) => number;

  constructor(private readonly opts: OutboxWorkerOptions) {
    this.batchSize = opts.batchSize ?? 10;
    this.leaseMs = opts.leaseMs ?? 120_000;
    this.retryDelay = opts.retryDelay ?? retryDelayMs;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Ask for a pass soon (after a producer queued something). */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Stops polling and waits for the delivery in progress, so nothing is left half-done. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => 0);
    await this.opts.transport.close?.();
  }

  /** One pass: claims due rows and delivers them. Returns how many it processed. */
  async runOnce(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let processed = 0;
    try {
      processed = await this.runOnce();
    } catch (err) {
      if (isDatabaseUnavailable(err) && this.opts.onDatabaseUnavailable) this.opts.onDatabaseUnavailable(err);
      else this.opts.logger.error({ err }, "outbox pass failed; will retry");
    }
    // A full batch suggests more are waiting: go again straight away.
    if (!this.stopped) this.schedule(processed >= this.batchSize ? 0 : this.opts.pollMs);
  }

  private async pass(): Promise<number> {
    const rows = await this.claim();
    for (const row of rows) await this.deliver(row);
    return rows.length;
  }

  private async claim(): Promise<ClaimedRow[]> {
    return queryRows<ClaimedRow>(this.opts.db, sql`
      update outbox
         set status = 'sending',
             attempts = attempts + 1,
             locked_until = now() + (${this.leaseMs} * interval '1 millisecond'),
             updated_at = now()
       where id in (
         select id from outbox
          where (status = 'pending' and next_attempt_at <= now())
             or (status = 'sending' and locked_until < now())
          order by next_attempt_at
          limit ${this.batchSize}
          for update skip locked)
      returning id, channel, to_address, subject, text_body, html_body, metadata->>'replyTo' as reply_to, attempts, max_attempts`);
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    const message: OutgoingMessage = {
      id: row.id,
      channel: row.channel,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      replyTo: row.reply_to,
    };
    try {
      const result = await this.opts.transport.deliver(message);
      await this.opts.db.execute(sql`
        update outbox
           set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
               provider_message_id = ${result.providerMessageId ?? null}, updated_at = now()
         where id = ${row.id}`);
      this.opts.logger.info({ outboxId: row.id, transport: this.opts.transport.name }, "outbox message delivered");
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const final = row.attempts >= row.max_attempts;
      const delayMs = this.retryDelay(row.attempts);
      await this.opts.db.execute(sql`
        update outbox
           set status = ${final ? "failed" : "pending"}::outbox_status,
               last_error = ${reason},
               locked_until = null,
               next_attempt_at = now() + (${delayMs} * interval '1 millisecond'),
               updated_at = now()
         where id = ${row.id}`);
      this.opts.logger.warn(
        { outboxId: row.id, attempts: row.attempts, final, reason },
        final ? "outbox message failed for good" : "outbox delivery failed; will retry",
      );
    }
  }
}
