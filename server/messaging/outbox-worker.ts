import type { AppDb } from "#db/client.ts";
import { retryDelayMs } from "#core/messaging/backoff.ts";
import { isDatabaseUnavailable } from "../http/database-unavailable.ts";
import type { Logger } from "../logger.ts";
import { scrubMessage } from "../log-redaction.ts";
import { claimDue, markAttemptFailed, markSent, type ClaimedRow, type Delivered } from "./outbox.queries.ts";
import { defaultOutcomeHandlers, tellOrigin, type OutcomeHandlers } from "./outcomes.ts";
import { PermanentDeliveryError, type OutgoingMessage, type Transport } from "./transports.ts";

export interface OutboxWorkerOptions {
  db: AppDb;
  /** Usually one per channel, combined with byChannel() (create-transport.ts). */
  transport: Transport;
  /** Who is told how a message ended (outcomes.ts); defaultOutcomeHandlers() when not given. */
  outcomes?: OutcomeHandlers;
  logger: Logger;
  pollMs: number;
  batchSize?: number;
  /** How long a claimed row stays reserved; after that a crashed worker's claim is retried. */
  leaseMs?: number;
  retryDelay?: (attempts: number) => number;
  /** Told instead of logging an error per poll when the database cannot be reached (main.ts logs the outage once). */
  onDatabaseUnavailable?: (err: unknown) => void;
  /** How long a kick waits, so that a burst of queued messages goes out in one pass. */
  kickDelayMs?: number;
  /**
   * Messages of a pass handed to the transport at once (default 5, the SMTP pool's connections in
   * transports.ts). One at a time, a mail server's greeting delay capped a worker at a few
   * messages a second, fewer than a busy contact form queues (tests/scale/load.test.ts).
   */
  concurrency?: number;
}

/**
 * Delivers queued messages. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so any
 * number of instances can share one queue without sending a row twice, and a row claimed by a
 * process that died is picked up again once its lease runs out. A pass claims a batch with one
 * statement and marks what it delivered sent with one more; kicks that arrive close together
 * (a burst of form posts) share one pass.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;
  /** A kick's pass is scheduled and has not started yet. */
  private kicked = false;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly retryDelay: (attempts: number) => number;
  private readonly kickDelayMs: number;
  private readonly outcomes: OutcomeHandlers;
  private readonly concurrency: number;

  constructor(private readonly opts: OutboxWorkerOptions) {
    this.batchSize = opts.batchSize ?? 50;
    this.leaseMs = opts.leaseMs ?? 120_000;
    this.retryDelay = opts.retryDelay ?? retryDelayMs;
    this.kickDelayMs = opts.kickDelayMs ?? 20;
    this.outcomes = opts.outcomes ?? defaultOutcomeHandlers();
    this.concurrency = Math.max(1, opts.concurrency ?? 5);
  }

  /** Started and not stopped: readiness asks it whether an old due message means a stall (server/metrics/readiness.ts). */
  get started(): boolean {
    return !this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Ask for a pass soon (after a producer queued something). */
  kick(): void {
    if (this.stopped || this.kicked) return;
    this.kicked = true;
    this.schedule(this.kickDelayMs);
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
    // A kick that came during a pass keeps its early turn when the pass schedules the next poll.
    this.timer = setTimeout(() => void this.tick(), this.kicked ? Math.min(delay, this.kickDelayMs) : delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.kicked = false;
    let processed = 0;
    try {
      // A pass already under way (runOnce called directly) may have claimed before the kick's
      // message was queued: let it finish, then look again.
      await this.running?.catch(() => 0);
      if (this.stopped) return;
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
    const delivered: (Delivered & { row: ClaimedRow })[] = [];
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        const result = await this.deliver(row);
        if (result) delivered.push({ ...result, row });
      }
    };
    // Every lane settles before the marking, also after an unexpected error in one of them, so
    // what did go out is marked and not sent again after the lease.
    const lanes = await Promise.allSettled(Array.from({ length: Math.min(this.concurrency, rows.length) }, lane));
    await this.markDelivered(delivered);
    const failed = lanes.find((l): l is PromiseRejectedResult => l.status === "rejected");
    if (failed) throw failed.reason;
    return rows.length;
  }

  /** One transaction: the batch marked sent, and each origin told. */
  private async markDelivered(delivered: (Delivered & { row: ClaimedRow })[]): Promise<void> {
    if (delivered.length === 0) return;
    await this.opts.db.transaction(async (tx) => {
      await markSent(tx, delivered);
      for (const d of delivered) {
        await tellOrigin(tx, this.outcomes, this.opts.logger, d.row, { status: "sent", provider_id: d.providerMessageId ?? undefined });
      }
    });
  }

  private async claim(): Promise<ClaimedRow[]> {
    return claimDue(this.opts.db, { batchSize: this.batchSize, leaseMs: this.leaseMs });
  }

  /** Hands one message to the transport; what it delivered is marked sent with its batch. */
  private async deliver(row: ClaimedRow): Promise<Delivered | undefined> {
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
      this.opts.logger.info({ outboxId: row.id, channel: row.channel, transport: this.opts.transport.name }, "outbox message delivered");
      return { id: row.id, providerMessageId: result.providerMessageId ?? null };
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const permanent = err instanceof PermanentDeliveryError;
      const final = permanent || row.attempts >= row.max_attempts;
      const failure = { id: row.id, reason, final, delayMs: this.retryDelay(row.attempts) };
      if (final) {
        await this.opts.db.transaction(async (tx) => {
          await markAttemptFailed(tx, failure);
          await tellOrigin(tx, this.outcomes, this.opts.logger, row, { status: "failed", error: reason });
        });
      } else {
        await markAttemptFailed(this.opts.db, failure);
      }
      this.opts.logger.warn(
        // The reason stays whole on the row (staff see it); the log gets it without the address it may quote.
        { outboxId: row.id, channel: row.channel, attempts: row.attempts, final, reason: scrubMessage(reason) },
        final ? "outbox message failed for good" : "outbox delivery failed; will retry",
      );
      return undefined;
    }
  }
}
