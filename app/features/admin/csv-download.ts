/**
 * Downloads a CSV export of the admin API as a file. The export needs the bearer token like
 * every admin call, so a plain link cannot fetch it; the one API client
 * (app/lib/api/api-client.ts) reads only JSON answers, so this asks the same auth client for
 * the session's token (auth-js refreshes an expired one first) and saves the answer via a blob.
 * A refused or failed request is thrown as the API's ApiError, like the client's.
 */
import { apiErrorFrom, networkError } from "../../lib/api/api-error.ts";

/** "leads-2026-11-23.csv" from `attachment; filename="leads-2026-11-23.csv"`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const name = disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const { getAuthClient } = await import("../../lib/auth/auth-client.ts");
  const token = (await getAuthClient().getSession()).data.session?.access_token;
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: "text/csv", ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await apiErrorFrom(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = attachmentName(response.headers.get("Content-Disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give the browser a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
