/**
 * The wire instructions reads and writes for staff (issue 32): an office's versions, a proposal,
 * the audited reveal of one version (for the approver's comparison) and the approval. Through the one API client, shapes checked with
 * core/api/wire-instructions.ts.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { officeWireSchema, revealedWireSchema } from "#core/api/wire-instructions.ts";
import type { EscrowWireInstructionsInput } from "#core/money/bank-account.ts";
import { api } from "#app/lib/api/api-client.ts";

const officeApi = (slug: string) => `/api/v1/admin/offices/${encodeURIComponent(slug)}/wire-instructions`;

export const wireKeys = {
  office: (slug: string) => ["admin", "wire-instructions", slug] as const,
};

export function useOfficeWire(slug: string) {
  return useQuery({ queryKey: wireKeys.office(slug), queryFn: ({ signal }) => api.get(officeApi(slug), { schema: officeWireSchema, signal }) });
}

export function useProposeWire(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EscrowWireInstructionsInput) => api.post(officeApi(slug), body, { schema: officeWireSchema }),
    onSuccess: (office) => queryClient.setQueryData(wireKeys.office(slug), office),
  });
}

export function useRevealWire(slug: string) {
  return useMutation({
    mutationFn: (versionId: string) => api.post(`${officeApi(slug)}/${encodeURIComponent(versionId)}/reveal`, undefined, { schema: revealedWireSchema }),
  });
}

export function useApproveWire(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => api.post(`${officeApi(slug)}/${encodeURIComponent(versionId)}/approval`, undefined, { schema: officeWireSchema }),
    onSuccess: (office) => queryClient.setQueryData(wireKeys.office(slug), office),
  });
}
