import { useEffect, useState } from "react";
import { useAuth } from "./auth-provider.tsx";
import { fetchMe, type Profile } from "./me.ts";

export type ProfileState =
  | { status: "loading" }
  | { status: "ready"; profile: Profile }
  | { status: "error"; error: unknown };

/** The signed-in person's profile (role, account type), read once per signed-in user. */
export function useProfile(): ProfileState {
  const { session } = useAuth();
  const userId = session?.user.id ?? null;
  const accessToken = session?.access_token ?? null;
  const [result, setResult] = useState<{ userId: string; state: ProfileState } | null>(null);

  useEffect(() => {
    if (!userId || !accessToken) return;
    const controller = new AbortController();
    fetchMe(accessToken, controller.signal).then(
      (profile) => setResult({ userId, state: { status: "ready", profile } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ userId, state: { status: "error", error } });
      },
    );
    return () => controller.abort();
    // The token changes on every refresh; the profile does not, so it is read once per user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  return result && result.userId === userId ? result.state : { status: "loading" };
}
