/** The authorization matrix's rows for closing files: me routes (issue 16). */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { presentedToken } from "./closing-fixtures.ts";
import { everyone, HOLDERS, noAccount, signedIn } from "./expected.ts";

/** The path of a calendar feed of the owner's, made once per row through the API. */
function ownersFeedPath(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const res = await ctx.client.call("POST", "/api/v1/me/calendar", { token: ctx.owner.accessToken });
    if (res.status !== 201) throw new Error(`could not make the owner's calendar address: ${res.status} ${res.text}`);
    return new URL(res.json.url as string).pathname;
  });
}

export const CLOSING_ME_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/me/notification-preferences": { request: () => ({ path: "/api/v1/me/notification-preferences" }), expect: signedIn(200) },
  "PUT /api/v1/me/notification-preferences": {
    request: () => ({ path: "/api/v1/me/notification-preferences", body: { email_off: ["file_opened"], sms: false } }),
    expect: signedIn(200),
  },
  "GET /api/v1/me/calendar": { request: () => ({ path: "/api/v1/me/calendar" }), expect: signedIn(200) },
  "POST /api/v1/me/calendar": { request: () => ({ path: "/api/v1/me/calendar" }), expect: signedIn(201) },
  "DELETE /api/v1/me/calendar": { request: () => ({ path: "/api/v1/me/calendar" }), expect: signedIn(204) },
  // The address is the credential: whoever holds the owner's address reads it, signed in or not
  // (a calendar service fetching it has no account). A status link's holder tries its status
  // token as the address: a token opens only what it was made for (server/closing/link-tokens.ts).
  "GET /api/v1/calendar/:file": {
    request: async (ctx) => {
      const owners = await ownersFeedPath(ctx);
      if (!(HOLDERS as readonly string[]).includes(ctx.actor)) return { path: owners };
      return { path: `/api/v1/calendar/${presentedToken(ctx, ctx.links.owners)}.ics` };
    },
    expect: { ...everyone(200), ...noAccount(404), anon: 200 },
  },
};
