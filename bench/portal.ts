/**
 * The signed-in half as the portal's pages call it, with the bench agent's bearer token: the
 * dashboard's reads (app/features/dashboard/dashboard-queries.ts: the totals and the first page of
 * the agent's closing files) and sending an e-mail to a client (POST
 * /api/v1/clients/{id}/communications), which the server delivers over SMTP to the bench's sink.
 */
import type autocannon from "autocannon";
import type { ClientBook } from "./clients.ts";
import { measureGet, runLoad, type Figure, type Load } from "./measure.ts";

export async function measureDashboard(base: string, load: Load, { headers }: ClientBook): Promise<Figure[]> {
  return [
    await measureGet("GET /api/v1/dashboard (signed-in totals)", `${base}/api/v1/dashboard`, load, headers),
    await measureGet("GET /api/v1/closing-files?limit=10 (dashboard list)", `${base}/api/v1/closing-files?limit=10`, load, headers),
  ];
}

let sent = 0;

/** The figure, and how many sends were accepted (warm-up included): one e-mail each. */
export async function measureClientEmail(base: string, load: Load, book: ClientBook): Promise<{ figure: Figure; ok: number }> {
  const request = {
    method: "POST" as const,
    headers: book.headers,
    setupRequest: (req: autocannon.Request) => {
      sent += 1;
      // Round the agent's newest clients, as an agent writing to several clients would.
      const id = book.clientIds[sent % book.clientIds.length]!;
      return {
        ...req,
        path: `/api/v1/clients/${id}/communications`,
        body: JSON.stringify({
          type: "email",
          subject: `Your closing on the 14th (${sent})`,
          content: "Hello,\n\nThe title commitment is in and we are on track for closing on the 14th at our Cedar Falls office. Bring a photo ID.\n\nThanks!",
        }),
      };
    },
  };
  const url = `${base}/api/v1/clients/${book.clientIds[0]}/communications`;
  return runLoad("POST /api/v1/clients/{id}/communications (e-mail)", url, load, { requests: [request] });
}
