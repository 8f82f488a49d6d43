/**
 * Staff pause an account's client messages (PUT /api/v1/admin/users/{id}/sending): the body says
 * whether sending is suspended. A suspended account's sends answer 403 sending_suspended
 * (server/api/clients/communications.routes.ts); nothing else about the account changes.
 */
import { z } from "zod";
import { ADMIN_MESSAGES } from "./admin-messages.ts";

export const sendingChangeSchema = z.object({ suspended: z.boolean({ error: ADMIN_MESSAGES.invalidSuspended }) });
export type SendingChange = z.infer<typeof sendingChangeSchema>;
