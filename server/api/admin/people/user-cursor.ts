/**
 * Keyset paging of the admin user list, whose order has one key more than the house keyset
 * (server/http/keyset.ts): role desc, created_at desc, id desc, as profiles_role_created_at_idx
 * is built. The cursor is the last row's role in front of a house cursor of its (created_at, id),
 * e.g. "user.WyIyMDI2…", so the timestamp and id are checked by the same code as every list's.
 * Its SQL is in user-cursor.queries.ts.
 */
import { USER_ROLE_VALUES, type UserRole } from "#core/domain/enums.ts";
import { validationFailed } from "#server/http/errors.ts";
import { BAD_CURSOR_MESSAGE, decodeCursor, encodeCursor, type Cursor } from "#server/http/keyset.ts";

export interface UserCursor extends Cursor {
  role: UserRole;
}

export function encodeUserCursor(cursor: UserCursor): string {
  return `${cursor.role}.${encodeCursor(cursor)}`;
}

/** The cursor of a request, or a 400 naming `cursor` for anything we did not hand out. */
export function decodeUserCursor(text: string | undefined): UserCursor | undefined {
  if (text === undefined || text === "") return undefined;
  const dot = text.indexOf(".");
  const role = text.slice(0, dot);
  if (dot < 0 || !(USER_ROLE_VALUES as readonly string[]).includes(role)) throw validationFailed({ cursor: BAD_CURSOR_MESSAGE });
  const rest = decodeCursor(text.slice(dot + 1));
  if (!rest) throw validationFailed({ cursor: BAD_CURSOR_MESSAGE });
  return { role: role as UserRole, ...rest };
}

/** A page from `limit + 1` rows in the list's order; each row carries role, cursorAt and id. */
export function userPageOf<R extends { id: string; role: UserRole; cursorAt: string }, T>(rows: R[], limit: number, toItem: (row: R) => T) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    data: page.map(toItem),
    next_cursor: rows.length > limit && last ? encodeUserCursor({ role: last.role, at: last.cursorAt, id: last.id }) : null,
  };
}
