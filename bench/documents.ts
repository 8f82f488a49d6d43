/**
 * A closing-file document uploaded and downloaded as an agent on the file does it: a staff member
 * opens a file naming the bench agent as the buyer's agent (through the admin API), then the agent
 * uploads a 100 KiB PDF (POST /api/v1/closing-files/{id}/documents, multipart, into the file store
 * the server is configured with: $DATA_DIR/files by default) and downloads one through its signed
 * link (GET /files/closing-documents/…). Each upload is stored, hashed, given its row and audited;
 * each download is read from the store and audited.
 */
import type { ClientBook } from "./clients.ts";
import { runLoad, type Figure, type Load } from "./measure.ts";

export const DOCUMENT_BYTES = 100 * 1024;

async function json(url: string, init: RequestInit, status = 200): Promise<Record<string, unknown>> {
  const res = await fetch(url, init);
  if (res.status !== status) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A PDF the server recognises by its content, padded with a comment to DOCUMENT_BYTES. */
function samplePdf(): Buffer {
  const head = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%";
  const tail = "\ntrailer << /Root 1 0 R >>\n%%EOF\n";
  return Buffer.from(head + "x".repeat(DOCUMENT_BYTES - head.length - tail.length) + tail, "latin1");
}

/** The body and content type a browser's FormData would send (fields first, then the file). */
async function multipart(): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.set("visibility", "professionals");
  form.set("label", "Signed purchase agreement");
  form.set("file", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), "Purchase Agreement.pdf");
  const request = new Request("http://bench.invalid/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

export async function measureDocuments(base: string, load: Load, adminToken: string, agent: ClientBook): Promise<Figure[]> {
  const staff = { authorization: `Bearer ${adminToken}`, "content-type": "application/json" };
  const file = await json(
    `${base}/api/v1/admin/closing-files`,
    {
      method: "POST",
      headers: staff,
      body: JSON.stringify({ property_address: "412 Elm St, Cedar Falls, IA 50613", county: "Black Hawk", kind: "purchase", sale_price_cents: 25_000_000, loan_amount_cents: 20_000_000 }),
    },
    201,
  );
  const fileId = file.id as string;
  await json(
    `${base}/api/v1/admin/closing-files/${fileId}/parties`,
    { method: "POST", headers: staff, body: JSON.stringify({ role: "buyers_agent", name: "Bench Agent", email: agent.email }) },
    201,
  );

  const documents = `${base}/api/v1/closing-files/${fileId}/documents`;
  const { body, contentType } = await multipart();
  const headers = { authorization: agent.headers.authorization!, "content-type": contentType };
  const upload = await runLoad(`POST /api/v1/closing-files/{id}/documents (${DOCUMENT_BYTES / 1024} KiB PDF)`, documents, load, { method: "POST", headers, body });

  const first = await json(documents, { method: "POST", headers, body: new Uint8Array(body) }, 201);
  const link = await json(`${documents}/${first.id as string}/link`, { method: "POST", headers: { authorization: agent.headers.authorization! } });
  // The link lasts DOCUMENT_LINK_TTL_SECONDS (300 s by default), longer than the phase.
  const download = await runLoad(`GET /files/closing-documents/{id} (${DOCUMENT_BYTES / 1024} KiB, signed link)`, `${base}${link.url as string}`, load);
  return [upload.figure, download.figure];
}
