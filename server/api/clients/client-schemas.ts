/**
 * A client id from the path, and a client row as the wire shape of core/api/client.ts
 * (docs/decisions/012-data-api-wire-format.md).
 */
import { pathIdOf } from "#server/api/path-params.ts";
import type { Client } from "#core/api/client.ts";
import { CLIENT_MESSAGES } from "#core/clients/client-fields.ts";


/** A client id from the path, or the client's 404 (pathIdOf). */
export function clientIdOf(id: string): string {
  return pathIdOf(id, CLIENT_MESSAGES.notFound);
}

interface ClientRowLike {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function clientJson(row: ClientRowLike): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
