/**
 * A file's disbursement accounts (issue 32; docs/money-contract.md) through the one API client:
 * the masked list, a payoff added, changed or removed, the full number on purpose, the callback
 * and its approval. Every change refreshes the list and the file's history; the revealed numbers
 * are never cached (a mutation's answer, kept only while shown).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { disbursementAccountListSchema, disbursementAccountSchema, revealedAccountSchema, type PayoffInput } from "#core/api/disbursement-accounts.ts";
import type { CallbackRecordInput } from "#core/money/callback-rules.ts";
import { api } from "#app/lib/api/api-client.ts";
import { closingKeys } from "./closing-queries.ts";

const accountsApi = (fileId: string) => `/api/v1/admin/closing-files/${encodeURIComponent(fileId)}/disbursement-accounts`;
const accountApi = (fileId: string, accountId: string) => `${accountsApi(fileId)}/${encodeURIComponent(accountId)}`;

export const disbursementKeys = { file: (fileId: string) => [...closingKeys.file(fileId), "disbursement-accounts"] as const };

export function useDisbursementAccounts(fileId: string) {
  return useQuery({
    queryKey: disbursementKeys.file(fileId),
    queryFn: ({ signal }) => api.get(accountsApi(fileId), { schema: disbursementAccountListSchema, signal }),
  });
}

function useChanged(fileId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: disbursementKeys.file(fileId) }),
      queryClient.invalidateQueries({ queryKey: closingKeys.history(fileId) }),
    ]);
}

export function useAddPayoff(fileId: string) {
  const changed = useChanged(fileId);
  return useMutation({ mutationFn: (body: PayoffInput) => api.post(accountsApi(fileId), body, { schema: disbursementAccountSchema }), onSuccess: changed });
}

export function useEditPayoff(fileId: string, accountId: string) {
  const changed = useChanged(fileId);
  return useMutation({ mutationFn: (body: PayoffInput) => api.patch(accountApi(fileId, accountId), body, { schema: disbursementAccountSchema }), onSuccess: changed });
}

export function useRemovePayoff(fileId: string, accountId: string) {
  const changed = useChanged(fileId);
  return useMutation({ mutationFn: () => api.delete(accountApi(fileId, accountId)), onSuccess: changed });
}

export function useRevealAccount(fileId: string, accountId: string) {
  const changed = useChanged(fileId);
  return useMutation({ mutationFn: () => api.post(`${accountApi(fileId, accountId)}/reveal`, undefined, { schema: revealedAccountSchema }), onSuccess: changed });
}

export function useRecordCallback(fileId: string, accountId: string) {
  const changed = useChanged(fileId);
  return useMutation({
    mutationFn: (body: CallbackRecordInput) => api.post(`${accountApi(fileId, accountId)}/callback`, body, { schema: disbursementAccountSchema }),
    onSuccess: changed,
  });
}

export function useApproveAccount(fileId: string, accountId: string) {
  const changed = useChanged(fileId);
  return useMutation({ mutationFn: () => api.post(`${accountApi(fileId, accountId)}/approval`, undefined, { schema: disbursementAccountSchema }), onSuccess: changed });
}
