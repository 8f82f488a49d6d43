/**
 * Staff's inbox (issue 31) as its handlers send it is the shared shape of
 * core/api/closing-message.ts that the inbox page and the admin navigation's count parse with:
 * checked by `npm run typecheck`. The runtime test only keeps Vitest from calling the file empty.
 */
import { describe, expectTypeOf, test } from "vitest";
import type { MessageInboxRow } from "#core/api/closing-message.ts";
import type { Page } from "#core/api/page.ts";
import type * as countHooks from "#app/features/admin/inbox-count.ts";
import type * as inboxHooks from "#app/features/closing-admin/inbox-queries.ts";
import type { inboxRoutes } from "#server/api/admin/messages/inbox.routes.ts";
import type { PageOf, Parsed, Sent } from "./route-types.ts";

describe("staff's inbox", () => {
  test("the page and the count", () => {
    expectTypeOf<Sent<typeof inboxRoutes, "/messages/inbox", "$get">>().toEqualTypeOf<PageOf<typeof inboxHooks.useInbox>>();
    expectTypeOf<PageOf<typeof inboxHooks.useInbox>>().toEqualTypeOf<Page<MessageInboxRow>>();
    expectTypeOf<Sent<typeof inboxRoutes, "/messages/inbox/count", "$get">>().toEqualTypeOf<Parsed<typeof countHooks.useInboxCount>>();
    expectTypeOf<Parsed<typeof countHooks.useInboxCount>>().toEqualTypeOf<{ waiting: number }>();
  });
});
