/** The authorization matrix's rows for closing files: me routes (issue 16). */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";

const everyone = (status: number) => ({ anon: status, agent: status, other: status, lender: status, admin1: status, admin2: status });
const signedIn = (status: number) => ({ ...everyone(status), anon: 401 });

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
  // The token is the credential: whoever holds the owner's address reads it, signed in or not.
  "GET /api/v1/calendar/:file": { request: async (ctx) => ({ path: await ownersFeedPath(ctx) }), expect: everyone(200) },
};
