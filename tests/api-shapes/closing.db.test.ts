/**
 * The closing-file area's answers as the server declares them and as the web app parses them are
 * the same types (docs/decisions/027-one-shape-per-resource.md): each server router's typed answer
 * (what its handlers must return, by path, method and status) against the data of the page's
 * query or mutation hook, and the row→wire mappers against the core/api types. A field changed on
 * one side only fails `npm run typecheck`; at run time this file only has to load.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { InfiniteData } from "@tanstack/react-query";
import { expectTypeOf, test } from "vitest";
import type { CalendarAddress, IssuedCalendarAddress } from "../../core/api/calendar.ts";
import type { ClosingDocument, ClosingDocumentLink, ClosingDocumentList } from "../../core/api/closing-documents.ts";
import type { ClosingFileSummary, ClosingMilestone, ClosingParty, PartyClosingFile, StaffClosingFile } from "../../core/api/closing-file.ts";
import type { ClosingStatusLink } from "../../core/api/closing-status-link.ts";
import type { NotificationPreferencesView } from "../../core/api/notification-preferences.ts";
import type { StatusPage } from "../../core/api/status-page.ts";
import type { statusPageOf } from "../../core/closing/status-page.ts";
import type * as staffHooks from "../../app/features/closing-admin/closing-queries.ts";
import type * as partyHooks from "../../app/features/closing-files/closing-files-queries.ts";
import type * as dashboardHooks from "../../app/features/dashboard/dashboard-queries.ts";
import type * as statusHooks from "../../app/features/status-page/status-queries.ts";
import type { fileRoutes } from "../../server/api/admin/closing/file.routes.ts";
import type { filesRoutes } from "../../server/api/admin/closing/files.routes.ts";
import type { historyRoutes } from "../../server/api/admin/closing/history.routes.ts";
import type { milestonesRoutes } from "../../server/api/admin/closing/milestones.routes.ts";
import type { partiesRoutes } from "../../server/api/admin/closing/parties.routes.ts";
import type { partyRoutes } from "../../server/api/admin/closing/party.routes.ts";
import type { serviceRequestFileRoutes } from "../../server/api/admin/closing/service-request-file.routes.ts";
import type { staffFile } from "../../server/api/admin/closing/staff-file.ts";
import type { statusLinkRoutes } from "../../server/api/admin/closing/status-link.routes.ts";
import type { calendarRoutes } from "../../server/api/calendar/calendar.routes.ts";
import type { closingFilesRoutes } from "../../server/api/closing-files/closing-files.routes.ts";
import type { documentJson } from "../../server/api/documents/document-schemas.ts";
import type { partyDocumentRoutes } from "../../server/api/documents/party-documents.routes.ts";
import type { staffDocumentRoutes } from "../../server/api/documents/staff-documents.routes.ts";
import type { statusDocumentRoutes } from "../../server/api/documents/status-documents.routes.ts";
import type { notificationPreferencesRoutes } from "../../server/api/notification-preferences/notification-preferences.routes.ts";
import type { statusRoutes } from "../../server/api/status/status.routes.ts";
import type { detailOf, toMilestones, toParty, toSummary } from "../../server/closing/closing-file-read.ts";
import type { statusLinkJson } from "../../server/closing/status-link-issue.ts";

/** The routes a router function's router declares: {path: {$method: {output, status, …}}}. */
type RoutesOf<F extends (...args: never[]) => unknown> = ReturnType<F> extends OpenAPIHono<infer _Env, infer S, infer _Base> ? S : never;
/** The body a route answers with `status`. */
type Answer<F extends (...args: never[]) => unknown, P extends keyof RoutesOf<F>, M extends keyof RoutesOf<F>[P], S extends number> =
  Extract<RoutesOf<F>[P][M], { status: S }> extends { output: infer O } ? O : never;

/** The data a query or mutation hook hands the page: one page of an infinite list. */
type Read<H extends (...args: never[]) => { data: unknown }> =
  NonNullable<ReturnType<H>["data"]> extends InfiniteData<infer T, unknown> ? T : NonNullable<ReturnType<H>["data"]>;

test("the staff closing-file routes answer what the staff pages parse", () => {
  expectTypeOf<Answer<typeof filesRoutes, "/closing-files", "$get", 200>>().toEqualTypeOf<Read<typeof staffHooks.useClosingFiles>>();
  expectTypeOf<Answer<typeof filesRoutes, "/closing-files", "$post", 201>>().toEqualTypeOf<Read<typeof staffHooks.useOpenFile>>();
  expectTypeOf<Answer<typeof serviceRequestFileRoutes, "/service-requests/:id/closing-file", "$post", 201>>().toEqualTypeOf<Read<typeof staffHooks.useOpenFile>>();
  expectTypeOf<Answer<typeof fileRoutes, "/closing-files/:id", "$get", 200>>().toEqualTypeOf<Read<typeof staffHooks.useClosingFile>>();
  expectTypeOf<Answer<typeof fileRoutes, "/closing-files/:id", "$patch", 200>>().toEqualTypeOf<Read<typeof staffHooks.useUpdateFile>>();
  expectTypeOf<Answer<typeof milestonesRoutes, "/closing-files/:id/milestones", "$post", 200>>().toEqualTypeOf<Read<typeof staffHooks.useMoveMilestone>>();
  expectTypeOf<Answer<typeof historyRoutes, "/closing-files/:id/history", "$get", 200>>().toEqualTypeOf<Read<typeof staffHooks.useFileHistory>>();
  expectTypeOf<Answer<typeof partiesRoutes, "/closing-files/:id/parties", "$post", 201>>().toEqualTypeOf<Read<typeof staffHooks.useSaveParty>>();
  expectTypeOf<Answer<typeof partyRoutes, "/closing-files/:id/parties/:partyId", "$patch", 200>>().toEqualTypeOf<Read<typeof staffHooks.useSaveParty>>();
  expectTypeOf<Answer<typeof statusLinkRoutes, "/closing-files/:id/status-link", "$post", 201>>().toEqualTypeOf<Read<typeof staffHooks.useIssueStatusLink>>();
});

test("the party closing-file routes answer what the portal pages parse", () => {
  expectTypeOf<Answer<typeof closingFilesRoutes, "/", "$get", 200>>().toEqualTypeOf<Read<typeof dashboardHooks.useClosingFiles>>();
  expectTypeOf<Answer<typeof closingFilesRoutes, "/:id", "$get", 200>>().toEqualTypeOf<Read<typeof partyHooks.useClosingFile>>();
  expectTypeOf<Read<typeof partyHooks.useClosingFile>>().toEqualTypeOf<PartyClosingFile>();
});

test("the document routes answer what staff, parties and the status page parse", () => {
  expectTypeOf<Answer<typeof staffDocumentRoutes, "/:id/documents", "$get", 200>>().toEqualTypeOf<Read<typeof staffHooks.useDocuments>>();
  expectTypeOf<Answer<typeof staffDocumentRoutes, "/:id/documents", "$post", 201>>().toEqualTypeOf<Read<typeof staffHooks.useUploadDocument>>();
  expectTypeOf<Answer<typeof staffDocumentRoutes, "/:id/documents/:docId/link", "$post", 200>>().toEqualTypeOf<Read<typeof staffHooks.useDocumentLink>>();
  // PATCH is registered only for audiences that edit, so the router's type does not list it: its mapper stands in.
  expectTypeOf<ReturnType<typeof documentJson>>().toEqualTypeOf<Read<typeof staffHooks.useUpdateDocument>>();
  expectTypeOf<Answer<typeof partyDocumentRoutes, "/:id/documents", "$get", 200>>().toEqualTypeOf<Read<typeof partyHooks.useClosingDocuments>>();
  expectTypeOf<Answer<typeof partyDocumentRoutes, "/:id/documents", "$post", 201>>().toEqualTypeOf<Read<typeof partyHooks.useUploadDocument>>();
  expectTypeOf<Answer<typeof partyDocumentRoutes, "/:id/documents/:docId/link", "$post", 200>>().toEqualTypeOf<Read<typeof partyHooks.useDocumentLink>>();
  expectTypeOf<Answer<typeof statusDocumentRoutes, "/:token/documents/:docId/link", "$post", 200>>().toEqualTypeOf<Read<typeof statusHooks.useStatusDocumentLink>>();
  expectTypeOf<Read<typeof staffHooks.useDocuments>>().toEqualTypeOf<ClosingDocumentList>();
  expectTypeOf<Read<typeof staffHooks.useDocumentLink>>().toEqualTypeOf<ClosingDocumentLink>();
});

test("the status page, notification choices and calendar answer what their pages parse", () => {
  expectTypeOf<Answer<typeof statusRoutes, "/:token", "$get", 200>>().toEqualTypeOf<Read<typeof statusHooks.useClosingStatus>>();
  expectTypeOf<Read<typeof statusHooks.useClosingStatus>>().toEqualTypeOf<StatusPage>();
  expectTypeOf<Answer<typeof notificationPreferencesRoutes, "/notification-preferences", "$get", 200>>().toEqualTypeOf<Read<typeof partyHooks.useNotificationPreferences>>();
  expectTypeOf<Answer<typeof notificationPreferencesRoutes, "/notification-preferences", "$put", 200>>().toEqualTypeOf<
    Read<typeof partyHooks.useSaveNotificationPreferences>
  >();
  expectTypeOf<Read<typeof partyHooks.useNotificationPreferences>>().toEqualTypeOf<NotificationPreferencesView>();
  expectTypeOf<Answer<typeof calendarRoutes, "/calendar", "$get", 200>>().toEqualTypeOf<Read<typeof partyHooks.useCalendarAddress>>();
  expectTypeOf<Answer<typeof calendarRoutes, "/calendar", "$post", 201>>().toEqualTypeOf<Read<typeof partyHooks.useNewCalendarAddress>>();
  expectTypeOf<Read<typeof partyHooks.useCalendarAddress>>().toEqualTypeOf<CalendarAddress>();
  expectTypeOf<Read<typeof partyHooks.useNewCalendarAddress>>().toEqualTypeOf<IssuedCalendarAddress>();
});

test("the server's mappers produce the core types", () => {
  expectTypeOf<ReturnType<typeof toSummary>>().toEqualTypeOf<ClosingFileSummary>();
  expectTypeOf<ReturnType<typeof toMilestones>>().toEqualTypeOf<ClosingMilestone[]>();
  expectTypeOf<ReturnType<typeof toParty>>().toEqualTypeOf<ClosingParty>();
  expectTypeOf<ReturnType<typeof detailOf> & { my_roles: PartyClosingFile["my_roles"] }>().toExtend<PartyClosingFile>();
  expectTypeOf<Awaited<ReturnType<typeof staffFile>>>().toEqualTypeOf<StaffClosingFile>();
  expectTypeOf<Awaited<ReturnType<typeof statusLinkJson>>>().toEqualTypeOf<ClosingStatusLink>();
  expectTypeOf<ReturnType<typeof documentJson>>().toEqualTypeOf<ClosingDocument>();
  expectTypeOf<ReturnType<typeof statusPageOf>>().toEqualTypeOf<StatusPage>();
});
