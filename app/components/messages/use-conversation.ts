/**
 * A conversation's server state through its transport: the pages (newest first, as the API sends
 * them), what the person has not read, and the changes (post, read mark, staff's edit and
 * removal), each refreshing the pages it changes.
 */
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ClosingMessage, ClosingMessagePage, MessageReadResult } from "#core/api/closing-message.ts";
import type { MessagePostInput } from "#core/closing/message-input.ts";
import { ApiError } from "#app/lib/api/api-error.ts";
import type { MessagesTransport } from "./messages-transport.ts";

/** A refusal (4xx) is not asked again by itself; the server unreachable or failing is, twice. */
const retry = (count: number, error: unknown) => !(error instanceof ApiError && error.isClientError) && count < 2;

/** The messages of the loaded pages, oldest first (the thread reads top to bottom), each once. */
export function threadOf(pages: readonly ClosingMessagePage[]): ClosingMessage[] {
  const seen = new Set<string>();
  const newestFirst: ClosingMessage[] = [];
  for (const page of pages) {
    for (const message of page.data) {
      // A message posted meanwhile shifts the pages: one may arrive twice.
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      newestFirst.push(message);
    }
  }
  return newestFirst.reverse();
}

export function useConversation(transport: MessagesTransport) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: transport.queryKey,
    queryFn: ({ pageParam, signal }) => transport.list(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchOnWindowFocus: false,
    retry,
  });
  const pages = query.data?.pages;
  const messages = useMemo(() => threadOf(pages ?? []), [pages]);
  const first = pages?.[0];

  const refresh = () => queryClient.invalidateQueries({ queryKey: transport.queryKey });

  const post = useMutation({ mutationFn: (input: MessagePostInput) => transport.post(input), onSuccess: refresh });

  const markRead = useMutation({
    mutationFn: (through: string) => transport.markRead(through),
    // The new count at once, without reloading the pages.
    onSuccess: (result: MessageReadResult) =>
      queryClient.setQueryData<InfiniteData<ClosingMessagePage, string | undefined>>(transport.queryKey, (data) =>
        data && data.pages[0]
          ? { ...data, pages: [{ ...data.pages[0], unread: result.unread, read_through: result.read_through }, ...data.pages.slice(1)] }
          : data,
      ),
  });

  const edit = useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => {
      if (!transport.edit) throw new Error("this conversation has no edit");
      return transport.edit(id, body);
    },
    onSuccess: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: string) => {
      if (!transport.remove) throw new Error("this conversation has no removal");
      return transport.remove(id);
    },
    onSuccess: refresh,
  });

  return {
    query,
    messages,
    unread: first?.unread ?? 0,
    readThrough: first?.read_through ?? null,
    post,
    markRead,
    edit,
    remove,
  };
}

export type ConversationState = ReturnType<typeof useConversation>;
