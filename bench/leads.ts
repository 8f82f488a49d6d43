/**
 * Contact-form posts per second (POST /api/v1/leads): each request a valid body with its own
 * name, address and message, as a stream of different visitors would send. Each one stores a
 * lead and queues two e-mails, which the server's outbox worker delivers (development transport)
 * while the load runs, so that work is in the figure too.
 */
import autocannon from "autocannon";
import { figureOf, type Figure, type Load } from "./measure.ts";

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

export async function measureLeads(base: string, load: Load): Promise<Figure> {
  const request = {
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    setupRequest: (req: autocannon.Request) => ({ ...req, body: leadBody() }),
  };
  const url = `${base}/api/v1/leads`;
  await autocannon({ url, connections: 4, duration: 1, requests: [request] });
  const r = await autocannon({ url, connections: load.connections, duration: load.seconds, requests: [request] });
  return figureOf("POST /api/v1/leads (contact form)", r);
}
