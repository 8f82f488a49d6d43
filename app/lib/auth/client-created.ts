import type { GoTrueClient } from "@supabase/auth-js";

/**
 * Lets the AuthProvider hear when a page (the sign-in form, say) creates the auth client, without
 * the provider importing auth-js itself: it then subscribes to that client's session events.
 */
type Listener = (client: GoTrueClient) => void;

let created: GoTrueClient | undefined;
const listeners = new Set<Listener>();

export function announceClient(client: GoTrueClient): void {
  created = client;
  for (const listener of listeners) listener(client);
}

/** Calls `listener` with the client now if it exists, else once it is created. */
export function whenClientCreated(listener: Listener): () => void {
  if (created) {
    listener(created);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
