/**
 * Downloads a CSV export of the admin API as a file. The export needs the bearer token like every
 * admin call, so a plain link cannot fetch it: it goes through the one API client
 * (app/lib/api/api-client.ts: the same token, one refresh on a 401, ApiError on refusal) and is
 * saved via a blob under the name the server gave it.
 */
import { api } from "#app/lib/api/api-client.ts";

/** The server's file name when it is a plain one ("leads-2026-11-23.csv"), else the page's own. */
export function safeFileName(name: string | null, fallback: string): string {
  return name && /^[\w.-]+$/.test(name) && !name.startsWith(".") ? name : fallback;
}

export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await api.download(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = safeFileName(filename, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give the browser a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
