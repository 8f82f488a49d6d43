import { AuthClient, type AuthChangeEvent } from "@supabase/auth-js";

/** The official client, unchanged, pointed at our server, with an in-memory store per client. */
export function newClient(baseUrl: string) {
  const store = new Map<string, string>();
  const client = new AuthClient({
    url: `${baseUrl}/auth/v1`,
    storageKey: "compat-test",
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    storage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    },
  });
  const events: AuthChangeEvent[] = [];
  client.onAuthStateChange((event) => {
    events.push(event);
  });
  return { client, events, store };
}

export async function mailbox(baseUrl: string, to: string) {
  const res = await fetch(`${baseUrl}/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages: { subject: string; text: string }[] };
  const latest = body.messages[0];
  if (!latest) throw new Error(`no e-mail to ${to}`);
  return { ...latest, code: /code: (\d{6})/.exec(latest.text)?.[1] ?? "" };
}

let n = 0;
export const freshEmail = (what: string) => `compat-${what}-${Date.now().toString(36)}-${++n}@example.com`;
