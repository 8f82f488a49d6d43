import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error.ts";

/**
 * Retry policy of every query: a 4xx answer (not found, forbidden, invalid) will be the same next
 * time, so it is shown at once; a network failure or a 5xx is tried once more.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Pages a person moves between in the portal show what they just saw, refreshed in the
        // background after half a minute.
        staleTime: 30_000,
      },
      // A change is sent once: the person sees the error and decides whether to try again.
      mutations: { retry: false },
    },
  });
}
