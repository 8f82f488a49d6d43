import type { Factor } from "@supabase/auth-js";
import { useCallback, useEffect, useState } from "react";
import { getAuthClient } from "../../lib/auth/auth-client.ts";

export type FactorsState =
  | { status: "loading" }
  | { status: "ready"; verified: Factor[]; all: Factor[] }
  | { status: "error" };

/** The account's authenticator-app factors, read from the server, with a way to read them again. */
export function useTotpFactors(): { state: FactorsState; reload: () => Promise<void> } {
  const [state, setState] = useState<FactorsState>({ status: "loading" });

  const reload = useCallback(async () => {
    try {
      const { data, error } = await getAuthClient().mfa.listFactors();
      if (error || !data) return setState({ status: "error" });
      setState({
        status: "ready",
        verified: data.totp,
        all: data.all.filter((f) => f.factor_type === "totp"),
      });
    } catch {
      setState({ status: "error" });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, reload };
}
