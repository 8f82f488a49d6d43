/**
 * The conversation's answers (issue 31) as the server's handlers send them are the shared shapes
 * of core/api/closing-message.ts, which the web app parses with: checked by `npm run typecheck`.
 * The runtime test only keeps Vitest from calling the file empty.
 */
import { describe, expectTypeOf, test } from "vitest";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import type { ClosingMessage, ClosingMessagePage, MessageReadResult } from "#core/api/closing-message.ts";
import type { fileMessageRoutes } from "#server/api/admin/closing/message.routes.ts";
import type { fileMessagesRoutes } from "#server/api/admin/closing/messages.routes.ts";
import type { partyMessageReadRoutes } from "#server/api/closing-files/message-read.routes.ts";
import type { partyMessageRoutes } from "#server/api/closing-files/messages.routes.ts";
import type { statusMessageDocumentsRoutes } from "#server/api/status/status-message-documents.routes.ts";
import type { statusMessageReadRoutes } from "#server/api/status/status-message-read.routes.ts";
import type { statusMessagesRoutes } from "#server/api/status/status-messages.routes.ts";
import type { Sent } from "./route-types.ts";

describe("the conversation", () => {
  test("staff's routes", () => {
    expectTypeOf<Sent<typeof fileMessagesRoutes, "/closing-files/:id/messages", "$get">>().toEqualTypeOf<ClosingMessagePage>();
    expectTypeOf<Sent<typeof fileMessagesRoutes, "/closing-files/:id/messages", "$post", 201>>().toEqualTypeOf<ClosingMessage>();
    expectTypeOf<Sent<typeof fileMessagesRoutes, "/closing-files/:id/messages/read", "$post">>().toEqualTypeOf<MessageReadResult>();
    expectTypeOf<Sent<typeof fileMessageRoutes, "/closing-files/:id/messages/:messageId", "$patch">>().toEqualTypeOf<ClosingMessage>();
    expectTypeOf<Sent<typeof fileMessageRoutes, "/closing-files/:id/messages/:messageId", "$delete">>().toEqualTypeOf<ClosingMessage>();
  });
  test("agents' and lenders' routes", () => {
    expectTypeOf<Sent<typeof partyMessageRoutes, "/:id/messages", "$get">>().toEqualTypeOf<ClosingMessagePage>();
    expectTypeOf<Sent<typeof partyMessageRoutes, "/:id/messages", "$post", 201>>().toEqualTypeOf<ClosingMessage>();
    expectTypeOf<Sent<typeof partyMessageReadRoutes, "/:id/messages/read", "$post">>().toEqualTypeOf<MessageReadResult>();
  });
  test("the verified buyer's and seller's routes", () => {
    expectTypeOf<Sent<typeof statusMessagesRoutes, "/:token/messages", "$get">>().toEqualTypeOf<ClosingMessagePage>();
    expectTypeOf<Sent<typeof statusMessagesRoutes, "/:token/messages", "$post", 201>>().toEqualTypeOf<ClosingMessage>();
    expectTypeOf<Sent<typeof statusMessageReadRoutes, "/:token/messages/read", "$post">>().toEqualTypeOf<MessageReadResult>();
    expectTypeOf<Sent<typeof statusMessageDocumentsRoutes, "/:token/messages/documents", "$post", 201>>().toEqualTypeOf<ClosingDocument>();
  });
});
