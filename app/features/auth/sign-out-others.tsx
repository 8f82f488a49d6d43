import { useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { getAuthClient } from "#app/lib/auth/auth-client.ts";

/** Ends every session of the account except this one (scope "others"). */
export function SignOutOthers() {
  const [busy, setBusy] = useState(false);

  const signOutOthers = async () => {
    setBusy(true);
    try {
      const { error } = await getAuthClient().signOut({ scope: "others" });
      if (error) toast.error("Could not sign out your other devices. Please try again.");
      else toast.success("Signed out of all other devices.");
    } catch {
      toast.error("Could not sign out your other devices. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" busy={busy} busyLabel="Signing out..." onClick={() => void signOutOthers()}>
      Sign Out Other Devices
    </Button>
  );
}
