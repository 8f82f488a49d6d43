/**
 * The seller's proceeds account through their status link (issue 32): read back masked and given
 * or changed, with the money-view session as a bearer token (status-fetch.ts). Never cached
 * beyond the page's own key, and never holding the numbers: the answer is masked.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { proceedsAccountViewSchema } from "#core/api/disbursement-accounts.ts";
import type { ProceedsAccountInput } from "#core/money/bank-account.ts";
import { getStatusJson, sendStatusJson, statusPath } from "./status-fetch.ts";

const key = (token: string, session: string) => ["status", token, "proceeds", session] as const;
const path = (token: string) => `${statusPath(token)}/proceeds-account`;

export function useProceedsAccount(token: string, session: string) {
  return useQuery({
    queryKey: key(token, session),
    queryFn: ({ signal }) => getStatusJson(path(token), proceedsAccountViewSchema, signal, session),
    retry: false,
  });
}

export function useSaveProceeds(token: string, session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProceedsAccountInput) => sendStatusJson(path(token), proceedsAccountViewSchema, { method: "PUT", body, session }),
    onSuccess: (view) => queryClient.setQueryData(key(token, session), view),
  });
}
