/**
 * GET /api/v1/dev/mailbox?to=: the e-mails the development transport "sent", so confirmation and
 * reset links can be followed without a mail server. Mounted only when no SMTP server is
 * configured and NODE_ENV is not production.
 */
import { Hono } from "hono";
import { desc, eq, sql } from "drizzle-orm";
import type { AppDb } from "../../../db/client.ts";
import { outbox } from "../../../db/schema/index.ts";

export function devMailboxRoutes(db: AppDb): Hono {
  const routes = new Hono();
  routes.get("/", async (c) => {
    const to = c.req.query("to")?.trim().toLowerCase();
    const rows = await db
      .select()
      .from(outbox)
      .where(to ? sql`lower(${outbox.toAddress}) = ${to}` : eq(outbox.channel, "email"))
      .orderBy(desc(outbox.createdAt))
      .limit(50);
    c.header("Cache-Control", "no-store");
    return c.json({
      messages: rows.map((r) => ({
        id: r.id,
        to: r.toAddress,
        subject: r.subject,
        text: r.textBody,
        html: r.htmlBody,
        kind: r.kind,
        status: r.status,
        created_at: r.createdAt.toISOString(),
      })),
    });
  });
  return routes;
}
