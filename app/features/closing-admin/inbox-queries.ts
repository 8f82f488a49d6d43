/** Staff's inbox of waiting conversations (issue 31) through the one API client, a page at a time. */
import { useInfiniteQuery } from "@tanstack/react-query";
import { messageInboxPageSchema } from "#core/api/closing-message.ts";
import { api } from "#app/lib/api/api-client.ts";
import { INBOX_API, inboxKeys } from "#app/lib/inbox-keys.ts";

export const INBOX_PAGE_SIZE = 25;

export function useInbox(q: string) {
  return useInfiniteQuery({
    queryKey: inboxKeys.list(q),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE) });
      if (q) query.set("q", q);
      if (pageParam) query.set("cursor", pageParam);
      return api.get(`${INBOX_API}?${query.toString()}`, { schema: messageInboxPageSchema, signal });
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}
