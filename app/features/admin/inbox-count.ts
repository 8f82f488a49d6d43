/** How many conversations wait for staff (issue 31): the admin navigation's count beside "Inbox". */
import { useQuery } from "@tanstack/react-query";
import { messageInboxCountSchema } from "#core/api/closing-message.ts";
import { api } from "#app/lib/api/api-client.ts";
import { INBOX_API, inboxKeys } from "#app/lib/inbox-keys.ts";

export function useInboxCount() {
  return useQuery({
    queryKey: inboxKeys.count,
    queryFn: ({ signal }) => api.get(`${INBOX_API}/count`, { schema: messageInboxCountSchema, signal }),
    // Every admin page shows it; one read serves page changes for half a minute. Live message
    // events (app/lib/live) make it stale at once.
    staleTime: 30_000,
  });
}
