import type { Factor } from "@supabase/auth-js";
import { useSecondFactors } from "./passkey-factors.ts";

export type FactorsState =
  | { status: "loading" }
  | { status: "ready"; verified: Factor[]; all: Factor[] }
  | { status: "error" };

/** The account's authenticator-app factors: the authenticator-app part of the second factors. */
export function useTotpFactors(): { state: FactorsState; reload: () => Promise<void> } {
  const { state, reload } = useSecondFactors();
  return { state: totpPart(state), reload };
}

export function totpPart(state: ReturnType<typeof useSecondFactors>["state"]): FactorsState {
  if (state.status !== "ready") return state;
  return { status: "ready", verified: state.totp, all: state.all.filter((f) => f.factor_type === "totp") };
}
