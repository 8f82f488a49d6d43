import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import { USER_SEARCH_MAX } from "#core/admin/people-filters.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { CursorPager } from "#app/components/ui/cursor-pager.tsx";
import { DataTable, type DataColumn } from "#app/components/ui/data-table.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { useProfile } from "#app/lib/auth/use-profile.ts";
import type { AdminUser } from "#core/api/admin-users.ts";
import { CountEditor } from "./count-editor.tsx";
import { ExportButton } from "./export-button.tsx";
import { formatInstant } from "./format.ts";
import { exportQuery, readUsersView, usersParams } from "./list-params.ts";
import { ACCOUNT_TYPE_LABELS } from "./pipeline-table.tsx";
import { useUserPage } from "./people-queries.ts";
import { RoleButton } from "./role-button.tsx";
import { SendingButton } from "./sending-button.tsx";

/** The e-mail address names the row's buttons (RoleButton reads it by its id). */
const emailIdOf = (user: AdminUser) => `user-${user.id}-email`;
const labelOf = (user: AdminUser) => user.email ?? "this account";

function userColumns(me: string | undefined): DataColumn<AdminUser>[] {
  return [
    {
      header: "Email",
      card: "title",
      cell: (user) => (
        <>
          <span id={emailIdOf(user)} className="font-semibold break-all text-navy-950">
            {user.email ?? "No e-mail"}
          </span>
          {user.id === me ? <span className="ml-2 text-sm text-navy-700">(you)</span> : null}
          <span className="block text-xs text-navy-700">
            Joined <time dateTime={user.created_at}>{formatInstant(user.created_at)}</time>
          </span>
        </>
      ),
    },
    {
      header: "Role",
      cell: (user) => <Badge tone={user.role === "admin" ? "accent" : "neutral"}>{user.role === "admin" ? "Admin" : "User"}</Badge>,
    },
    { header: "Type", className: "text-navy-800", cell: (user) => (user.type ? ACCOUNT_TYPE_LABELS[user.type] : M.unknownType) },
    { header: "Transactions", cell: (user) => <CountEditor user={user} label={labelOf(user)} /> },
    { header: "Messages to clients", cell: (user) => <SendingButton user={user} label={labelOf(user)} /> },
    { header: "Administrator access", hideHeader: true, card: "actions", cell: (user) => <RoleButton user={user} describedBy={emailIdOf(user)} /> },
  ];
}

/** User Management: administrators first, then newest; searchable by e-mail; paged by cursor. */
export function UsersList() {
  const [params, setParams] = useSearchParams();
  const view = readUsersView(params);
  const canonical = usersParams(view);
  const page = useUserPage(canonical, view.limit);
  const me = useProfile().data?.id;
  const rows = page.data?.data ?? [];
  const onSearch = useCallback(
    (q: string) => setParams((current) => usersParams({ ...readUsersView(current), cursor: null, q }), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const hrefFor = (cursor: string | null) => {
    const search = usersParams({ ...view, cursor }).toString();
    return { pathname: "/admin/users", search: search ? `?${search}` : "" };
  };

  return (
    <>
      <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_auto]">
        <SearchBox label="Search users" hint="Part of the e-mail address" value={view.q} onSearch={onSearch} maxLength={USER_SEARCH_MAX} />
        <div className="md:pt-7">
          <ExportButton path={`/api/v1/admin/users.csv${exportQuery(canonical)}`} fallbackName="users.csv" />
        </div>
      </div>
      {page.isPending ? (
        <QueryLoading label="Loading users…" />
      ) : page.isError ? (
        <QueryError message={M.usersLoadFailed} onRetry={() => void page.refetch()} retrying={page.isRefetching} />
      ) : rows.length === 0 ? (
        <QueryEmpty message={M.noUsers}>{view.q ? <p>No e-mail address contains “{view.q}”.</p> : null}</QueryEmpty>
      ) : (
        <>
          <DataTable
            rows={rows}
            columns={userColumns(me)}
            rowKey={(user) => user.id}
            caption="Users: administrators first, then the newest accounts"
            listLabel="Users"
            busy={page.isPlaceholderData}
          />
          <CursorPager label="Users" cursor={view.cursor} nextCursor={page.data.next_cursor} hrefFor={hrefFor} />
        </>
      )}
    </>
  );
}
