/**
 * The authorization matrix's rows for a closing file's conversation (issue 31): staff's routes
 * are admin-only (two-step verified); the party routes open to the agent on the file (the
 * matrix's owner, its listing agent); every other account, administrators included, gets the
 * 404 of a file that is not theirs, and no account 401.
 */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { ownersFile } from "./closing-fixtures.ts";
import { adminOnly, ownerOnly } from "./expected.ts";

const FILES = "/api/v1/admin/closing-files";

/** A message the administrator wrote on the owner's file (to everyone, so the owner sees it), one per row. */
function adminsMessage(ctx: MatrixContext): Promise<{ fileId: string; messageId: string }> {
  return ctx.perRow(async () => {
    const fileId = await ownersFile(ctx);
    const res = await ctx.client.call("POST", `${FILES}/${fileId}/messages`, { token: ctx.admin.accessToken, body: { body: "Closing is set for Friday at 10.", visibility: "everyone" } });
    if (res.status !== 201) throw new Error(`could not post the administrator's message: ${res.status} ${res.text}`);
    return { fileId, messageId: res.json.id as string };
  });
}

export const CLOSING_MESSAGE_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/admin/closing-files/:id/messages": { request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}/messages?limit=10` }), expect: adminOnly(200) },
  "POST /api/v1/admin/closing-files/:id/messages": {
    request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}/messages`, body: { body: "Internal: title is clear.", visibility: "staff" } }),
    expect: adminOnly(201),
  },
  "POST /api/v1/admin/closing-files/:id/messages/read": {
    request: async (ctx) => {
      const { fileId, messageId } = await adminsMessage(ctx);
      return { path: `${FILES}/${fileId}/messages/read`, body: { through: messageId } };
    },
    expect: adminOnly(200),
  },
  // The administrator's own message, within the window: only they may change it.
  "PATCH /api/v1/admin/closing-files/:id/messages/:messageId": {
    request: async (ctx) => {
      const { fileId, messageId } = await adminsMessage(ctx);
      return { path: `${FILES}/${fileId}/messages/${messageId}`, body: { body: "Closing is set for Friday at 10:30." } };
    },
    expect: adminOnly(200),
  },
  "DELETE /api/v1/admin/closing-files/:id/messages/:messageId": {
    request: async (ctx) => {
      const { fileId, messageId } = await adminsMessage(ctx);
      return { path: `${FILES}/${fileId}/messages/${messageId}` };
    },
    expect: adminOnly(200),
  },
  "GET /api/v1/closing-files/:id/messages": { request: async (ctx) => ({ path: `/api/v1/closing-files/${await ownersFile(ctx)}/messages?limit=10` }), expect: ownerOnly(200) },
  "POST /api/v1/closing-files/:id/messages": {
    request: async (ctx) => ({ path: `/api/v1/closing-files/${await ownersFile(ctx)}/messages`, body: { body: "Is the walk-through at 9?", visibility: "professionals" } }),
    expect: ownerOnly(201),
  },
  "POST /api/v1/closing-files/:id/messages/read": {
    request: async (ctx) => {
      const { fileId, messageId } = await adminsMessage(ctx);
      return { path: `/api/v1/closing-files/${fileId}/messages/read`, body: { through: messageId } };
    },
    expect: ownerOnly(200),
  },
};
