import { LockKeyhole } from "lucide-react";
import { useState } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { NewPasswordFormPanel } from "./new-password-form.tsx";

/** /account/security: a new password for the signed-in account (other devices are signed out by it). */
export function PasswordSection() {
  const { user } = useAuth();
  const [saved, setSaved] = useState(false);
  return (
    <Card role="region" aria-labelledby="password-heading">
      <h2 id="password-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
        <LockKeyhole aria-hidden="true" className="size-5 text-navy-600" />
        Password
      </h2>
      <p className="mt-2 max-w-prose text-navy-700">
        Choose a new password for signing in. Your other devices are signed out when it changes; this browser stays signed in.
      </p>
      <div className="mt-5 grid max-w-xl gap-5">
        {saved ? <FormAlert tone="success">Your password has been updated. Use it the next time you sign in.</FormAlert> : null}
        <NewPasswordFormPanel key={saved ? "after" : "before"} email={user?.email} label="Change your password" onSaved={() => setSaved(true)} />
      </div>
    </Card>
  );
}
