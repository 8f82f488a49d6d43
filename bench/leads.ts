/**
 * Contact-form posts per second (POST /api/v1/leads): each request a valid body with its own
 * name, address and message, as a stream of different visitors would send. Each one stores a
 * lead and queues two e-mails (the visitor's and the staff notice), which the server's outbox
 * worker delivers over SMTP to the bench's sink while the load runs, so that work is in the figure too.
 */
import type autocannon from "autocannon";
import { runLoad, type Figure, type Load } from "./measure.ts";

/** E-mails each accepted post queues. */
export const EMAILS_PER_LEAD = 2;

let sequence = 0;

function leadBody(): string {
  sequence += 1;
  const n = `${process.pid}-${sequence}`;
  return JSON.stringify({
    name: `Bench Visitor ${n}`,
    email: `bench-visitor-${n}@example.com`,
    company: sequence % 3 === 0 ? `Prairie Realty ${sequence}` : "",
    phone: sequence % 2 === 0 ? "319-555-0142" : "",
    message: `Request ${n}: can you close a cash sale near Ames by the end of the month?`,
  });
}

/** The figure, and how many posts were accepted (warm-up included): each queued EMAILS_PER_LEAD e-mails. */
export async function measureLeads(base: string, load: Load): Promise<{ figure: Figure; ok: number }> {
  const request = {
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    setupRequest: (req: autocannon.Request) => ({ ...req, body: leadBody() }),
  };
  return runLoad("POST /api/v1/leads (contact form)", `${base}/api/v1/leads`, load, { requests: [request] });
}
