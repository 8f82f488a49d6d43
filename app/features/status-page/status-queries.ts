/**
 * The buyers' and sellers' status page reads one thing, the file as the status link shows it
 * (docs/closing-files-contract.md: no amounts, no reasons, no contacts), and asks for document
 * links. No account: the token in the address is the credential.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api/api-client.ts";

const statusSchema = z.object({
  file_number: z.string(),
  property_address: z.string(),
  county: z.string(),
  kind_label: z.string(),
  appointment: z
    .object({
      date: z.string(),
      time: z.string().nullable(),
      place_label: z.string().nullable(),
      location: z.string().nullable(),
      description: z.string(),
    })
    .nullable(),
  timeline: z.array(
    z.object({ id: z.string(), label: z.string(), state: z.enum(["pending", "done", "waived", "blocked"]), done_on: z.string().nullable() }),
  ),
  next_step: z.object({ id: z.string(), label: z.string() }).nullable(),
  progress_percent: z.number(),
  complete: z.boolean(),
  office: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable(), address: z.string().nullable() }),
  wire_fraud_warning: z.string(),
  documents: z.array(z.object({ id: z.string(), name: z.string(), label: z.string().nullable(), size_bytes: z.number(), created_at: z.string() })),
  expires_at: z.string().nullable(),
});
export type ClosingStatus = z.infer<typeof statusSchema>;

const statusPath = (token: string) => `/api/v1/status/${encodeURIComponent(token)}`;

export function useClosingStatus(token: string) {
  return useQuery({
    queryKey: ["status", token],
    queryFn: ({ signal }) => api.get(statusPath(token), { schema: statusSchema, signal }),
    // Each answer counts as a view of the link: no quiet refetches when the tab regains focus.
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
  });
}

export function useStatusDocumentLink(token: string) {
  return useMutation({
    mutationFn: (docId: string) =>
      api.post(`${statusPath(token)}/documents/${encodeURIComponent(docId)}/link`, undefined, {
        schema: z.object({ url: z.string(), expires_at: z.string() }),
      }),
  });
}
