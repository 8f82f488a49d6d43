import { ShieldMinus, ShieldPlus } from "lucide-react";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { toast } from "#app/lib/toast.ts";
import type { AdminUser } from "#core/api/admin-users.ts";
import { useSetRole } from "./people-queries.ts";

/**
 * Make Admin / Remove Admin. The server decides: the last administrator removing themselves
 * is refused (409 last_admin) and its explanation is shown instead of the generic failure.
 */
export function RoleButton({ user, describedBy }: { user: AdminUser; describedBy: string }) {
  const setRole = useSetRole();
  const admin = user.role === "admin";
  const change = () =>
    setRole.mutate(
      { id: user.id, role: admin ? "user" : "admin" },
      {
        onSuccess: (updated) => toast.success(M.roleUpdated(updated.role)),
        onError: (error) =>
          toast.error(error instanceof ApiError && error.code === "last_admin" ? error.message : M.roleUpdateFailed),
      },
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={change}
      busy={setRole.isPending}
      busyLabel="Saving..."
      aria-describedby={describedBy}
    >
      {admin ? <ShieldMinus aria-hidden="true" className="size-4" /> : <ShieldPlus aria-hidden="true" className="size-4" />}
      {admin ? "Remove Admin" : "Make Admin"}
    </Button>
  );
}
