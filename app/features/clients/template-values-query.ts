/**
 * What the Send Email form fills a template with besides the client and the company
 * (GET /api/v1/clients/{id}/template-values): the sender's name, and the closing file's property
 * and appointment when the client is a party on one of the sender's files.
 */
import { useQuery } from "@tanstack/react-query";
import { templateValuesSchema } from "#core/api/template-values.ts";
import { api } from "#app/lib/api/api-client.ts";

export function useTemplateValues(clientId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["clients", "template-values", clientId] as const,
    queryFn: ({ signal }) => api.get(`/api/v1/clients/${encodeURIComponent(clientId)}/template-values`, { schema: templateValuesSchema, signal }),
    enabled,
    staleTime: 60_000,
  });
}
