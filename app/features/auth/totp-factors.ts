import type { Factor } from "@supabase/auth-js";
import type { SecondFactorsState } from "./passkey-factors.ts";

export type FactorsState =
  | { status: "loading" }
  | { status: "ready"; verified: Factor[]; all: Factor[] }
  | { status: "error" };

/** The authenticator-app part of the account's second factors. */
export function totpPart(state: SecondFactorsState): FactorsState {
  if (state.status !== "ready") return state;
  return { status: "ready", verified: state.totp, all: state.all.filter((f) => f.factor_type === "totp") };
}
