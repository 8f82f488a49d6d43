/**
 * The buyers' and sellers' status page reads one thing, the file as the status link shows it
 * (docs/closing-files-contract.md: no amounts, no reasons, no contacts), in one request, and asks
 * for document links. No account: the token in the address is the credential (status-fetch.ts).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { closingDocumentLinkSchema } from "#core/api/closing-documents.ts";
import { statusPageSchema } from "#core/api/status-page.ts";
import { getStatusJson, postStatusJson, statusPath } from "./status-fetch.ts";

export function useClosingStatus(token: string) {
  return useQuery({
    queryKey: ["status", token],
    queryFn: ({ signal }) => getStatusJson(statusPath(token), statusPageSchema, signal),
    // Each answer counts as a view of the link: no quiet refetches when the tab regains focus.
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
  });
}

export function useStatusDocumentLink(token: string) {
  return useMutation({
    mutationFn: (docId: string) => postStatusJson(`${statusPath(token)}/documents/${encodeURIComponent(docId)}/link`, closingDocumentLinkSchema),
  });
}
