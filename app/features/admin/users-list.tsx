import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import { USER_SEARCH_MAX } from "#core/admin/people-filters.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { CursorPager } from "#app/components/ui/cursor-pager.tsx";
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

const TH = "px-3 py-2 font-semibold whitespace-nowrap";
const TD = "px-3 py-3 align-middle";

function UserRow({ user, me }: { user: AdminUser; me: boolean }) {
  const emailId = `user-${user.id}-email`;
  const label = user.email ?? "this account";
  return (
    <tr className="border-t border-cream-200">
      <td className={TD}>
        <span id={emailId} className="font-semibold break-all text-navy-950">
          {user.email ?? "No e-mail"}
        </span>
        {me ? <span className="ml-2 text-sm text-navy-700">(you)</span> : null}
        <span className="block text-xs text-navy-700">
          Joined <time dateTime={user.created_at}>{formatInstant(user.created_at)}</time>
        </span>
      </td>
      <td className={TD}>
        <Badge tone={user.role === "admin" ? "accent" : "neutral"}>{user.role === "admin" ? "Admin" : "User"}</Badge>
      </td>
      <td className={`${TD} text-navy-800`}>{user.type ? ACCOUNT_TYPE_LABELS[user.type] : M.unknownType}</td>
      <td className={TD}>
        <CountEditor user={user} label={label} />
      </td>
      <td className={TD}>
        <SendingButton user={user} label={label} />
      </td>
      <td className={TD}>
        <RoleButton user={user} describedBy={emailId} />
      </td>
    </tr>
  );
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
          <div
            role="region"
            aria-label="Users, scrolls sideways"
            tabIndex={0}
            aria-busy={page.isPlaceholderData || undefined}
            className="relative overflow-x-auto rounded-xl border border-cream-300 bg-white focus-visible:outline-2"
          >
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">Users: administrators first, then the newest accounts</caption>
              <thead className="bg-cream-50 text-navy-800">
                <tr>
                  <th scope="col" className={TH}>Email</th>
                  <th scope="col" className={TH}>Role</th>
                  <th scope="col" className={TH}>Type</th>
                  <th scope="col" className={TH}>Transactions</th>
                  <th scope="col" className={TH}>Messages to clients</th>
                  <th scope="col" className={TH}>
                    <span className="sr-only">Administrator access</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((user) => (
                  <UserRow key={user.id} user={user} me={user.id === me} />
                ))}
              </tbody>
            </table>
          </div>
          <CursorPager label="Users" cursor={view.cursor} nextCursor={page.data.next_cursor} hrefFor={hrefFor} />
        </>
      )}
    </>
  );
}
