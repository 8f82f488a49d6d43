/**
 * The admin area's answers as the server sends them and as the admin pages parse them are one
 * type (core/api): checked by `npm run typecheck`, where a handler, a mapper or a hook that
 * drifts from the shared shape fails. The runtime test only keeps Vitest from calling the file empty.
 */
import { describe, expectTypeOf, test } from "vitest";
import type { z } from "zod";
import type { AdminLead, AdminServiceRequest, PipelineStatusChange } from "#core/api/admin-pipeline.ts";
import type { Page } from "#core/api/page.ts";
import type { GuideLink, SubmissionReceipt } from "#core/api/public-forms.ts";
import type { useAdminDocuments, useAuditLog, useOutboundMessages, useOverview, useSetRole, useSetSending, useSetTransactionCount, useUserPage } from "#app/features/admin/people-queries.ts";
import type { PIPELINES } from "#app/features/admin/pipeline-kinds.ts";
import type { auditRoutes } from "#server/api/admin/people/audit.routes.ts";
import type { documentsRoutes } from "#server/api/admin/people/documents.routes.ts";
import type { messagesRoutes } from "#server/api/admin/people/messages.routes.ts";
import type { overviewRoutes } from "#server/api/admin/people/overview.routes.ts";
import type { userRoleRoutes } from "#server/api/admin/people/user-role.routes.ts";
import type { userSendingRoutes } from "#server/api/admin/people/user-sending.routes.ts";
import type { userTransactionCountRoutes } from "#server/api/admin/people/user-transaction-count.routes.ts";
import type { usersRoutes } from "#server/api/admin/people/users.routes.ts";
import type { LEAD_PIPELINE, SERVICE_REQUEST_PIPELINE } from "#server/api/admin/pipeline/pipeline-kinds.ts";
import type { statusChangeJson } from "#server/api/admin/pipeline/pipeline-schemas.ts";
import type { GUIDE_DOWNLOAD_FORM } from "#server/api/guide-downloads/guide-downloads.routes.ts";
import type { CONTACT_FORM } from "#server/api/leads/leads.routes.ts";
import type { GIFT_CARD_FORM } from "#server/api/gift-card-claims/gift-card-claims.routes.ts";
import type { SERVICE_REQUEST_FORM } from "#server/api/service-requests/service-requests.routes.ts";
import type { Mutated, PageOf, Parsed, Sent } from "./route-types.ts";

/** A and B are each assignable to the other (an intersection and the object it spells are not "equal" to expectTypeOf). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe("admin pipeline", () => {
  test("a lead: the server's mapper, its routes' schemas and the pages' parse agree", () => {
    expectTypeOf<ReturnType<(typeof LEAD_PIPELINE)["toJson"]>>().toEqualTypeOf<AdminLead>();
    expectTypeOf<z.output<(typeof LEAD_PIPELINE)["schemas"]["page"]>>().toEqualTypeOf<z.output<(typeof PIPELINES)["leads"]["pageSchema"]>>();
    expectTypeOf<Same<z.output<(typeof LEAD_PIPELINE)["schemas"]["detail"]>, z.output<(typeof PIPELINES)["leads"]["detailSchema"]>>>().toEqualTypeOf<true>();
    expectTypeOf<z.output<(typeof PIPELINES)["leads"]["rowSchema"]>>().toEqualTypeOf<AdminLead>();
    expectTypeOf<z.output<(typeof PIPELINES)["leads"]["pageSchema"]>>().toEqualTypeOf<Page<AdminLead>>();
  });
  test("a service request: the same", () => {
    expectTypeOf<ReturnType<(typeof SERVICE_REQUEST_PIPELINE)["toJson"]>>().toEqualTypeOf<AdminServiceRequest>();
    expectTypeOf<z.output<(typeof SERVICE_REQUEST_PIPELINE)["schemas"]["page"]>>().toEqualTypeOf<
      z.output<(typeof PIPELINES)["service-requests"]["pageSchema"]>
    >();
    expectTypeOf<
      Same<z.output<(typeof SERVICE_REQUEST_PIPELINE)["schemas"]["detail"]>, z.output<(typeof PIPELINES)["service-requests"]["detailSchema"]>>
    >().toEqualTypeOf<true>();
    expectTypeOf<z.output<(typeof PIPELINES)["service-requests"]["rowSchema"]>>().toEqualTypeOf<AdminServiceRequest>();
  });
  test("a status change in the history", () => {
    expectTypeOf<ReturnType<typeof statusChangeJson>>().toEqualTypeOf<PipelineStatusChange>();
  });
});

describe("admin people", () => {
  test("each handler sends what its hook parses", () => {
    expectTypeOf<Sent<typeof overviewRoutes, "/overview", "$get">>().toEqualTypeOf<Parsed<typeof useOverview>>();
    expectTypeOf<Sent<typeof usersRoutes, "/users", "$get">>().toEqualTypeOf<Parsed<typeof useUserPage>>();
    expectTypeOf<Sent<typeof userRoleRoutes, "/users/:id/role", "$patch">>().toEqualTypeOf<Mutated<typeof useSetRole>>();
    expectTypeOf<Sent<typeof userTransactionCountRoutes, "/users/:id/transaction-count", "$put">>().toEqualTypeOf<
      Mutated<typeof useSetTransactionCount>
    >();
    expectTypeOf<Sent<typeof userSendingRoutes, "/users/:id/sending", "$put">>().toEqualTypeOf<Mutated<typeof useSetSending>>();
    expectTypeOf<Sent<typeof auditRoutes, "/audit", "$get">>().toEqualTypeOf<PageOf<typeof useAuditLog>>();
    expectTypeOf<Sent<typeof messagesRoutes, "/messages", "$get">>().toEqualTypeOf<PageOf<typeof useOutboundMessages>>();
    expectTypeOf<Sent<typeof documentsRoutes, "/documents", "$get">>().toEqualTypeOf<Parsed<typeof useAdminDocuments>>();
  });
});

describe("public forms", () => {
  test("each form's receipt is the shared one", () => {
    expectTypeOf<ReturnType<(typeof CONTACT_FORM)["receipt"]["of"]>>().toEqualTypeOf<SubmissionReceipt>();
    expectTypeOf<ReturnType<(typeof GIFT_CARD_FORM)["receipt"]["of"]>>().toEqualTypeOf<SubmissionReceipt>();
    expectTypeOf<ReturnType<(typeof SERVICE_REQUEST_FORM)["receipt"]["of"]>>().toEqualTypeOf<SubmissionReceipt>();
    expectTypeOf<ReturnType<(typeof GUIDE_DOWNLOAD_FORM)["receipt"]["of"]>>().toEqualTypeOf<GuideLink>();
  });
});
