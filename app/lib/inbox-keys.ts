/**
 * The query keys of staff's inbox of waiting conversations (issue 31), in one place because the
 * admin navigation's count (app/features/admin), the inbox page and the file page's messages
 * panel (app/features/closing-admin) read or refresh them, and a live message event
 * (app/lib/live, which makes every key under ["admin", "messages"] stale on any message event)
 * makes them stale: invalidating `inboxKeys.all` refreshes the list and the count.
 */
export const inboxKeys = {
  all: ["admin", "messages", "inbox"] as const,
  list: (q: string) => ["admin", "messages", "inbox", "list", q] as const,
  count: ["admin", "messages", "inbox", "count"] as const,
};

export const INBOX_API = "/api/v1/admin/messages/inbox";
