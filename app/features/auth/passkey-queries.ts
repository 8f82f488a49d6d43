/**
 * The account's passkeys through auth-js (GET/PATCH/DELETE /auth/v1/passkeys), cached with
 * TanStack Query like the portal's other lists. A failed call throws its auth-js error, so the
 * caller can tell a rate limit from the rest.
 */
import type { PasskeyListItem } from "@supabase/auth-js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getAuthClient } from "#app/lib/auth/auth-client.ts";
import { newPasskeyName } from "./passkey-names.ts";

export const passkeyKeys = { list: ["auth", "passkeys"] as const };

export function usePasskeys(enabled = true) {
  return useQuery({
    queryKey: passkeyKeys.list,
    queryFn: async (): Promise<PasskeyListItem[]> => {
      const { data, error } = await getAuthClient().passkey.list();
      if (error) throw error;
      return data ?? [];
    },
    enabled,
  });
}

/**
 * Adds a passkey for this device (the browser's prompt), then gives it a name if the server gave
 * none: the device's ("iPhone"), unique among the account's passkeys. Resolves to the new passkey.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (existing: PasskeyListItem[]): Promise<PasskeyListItem> => {
      const client = getAuthClient();
      const { data, error } = await client.registerPasskey();
      if (error || !data) throw error ?? new Error("The passkey was not added");
      const name = newPasskeyName(
        data.friendly_name,
        navigator.userAgent,
        existing.map((p) => p.friendly_name),
      );
      if (name === data.friendly_name) return data;
      const renamed = await client.passkey.update({ passkeyId: data.id, friendlyName: name });
      // The passkey exists either way; an unnamed one shows as "Passkey" and can be named later.
      return renamed.data ?? data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) => {
      const { data, error } = await getAuthClient().passkey.update({ passkeyId: id, friendlyName: name });
      if (error) throw error;
      return data;
    },
    onSuccess: (updated, { id, name }) => {
      queryClient.setQueryData<PasskeyListItem[]>(passkeyKeys.list, (list) =>
        list?.map((p) => (p.id === id ? { ...p, ...updated, friendly_name: updated?.friendly_name ?? name } : p)),
      );
    },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { error } = await getAuthClient().passkey.delete({ passkeyId: id });
      if (error) throw error;
    },
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<PasskeyListItem[]>(passkeyKeys.list, (list) => list?.filter((p) => p.id !== id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list }),
  });
}
