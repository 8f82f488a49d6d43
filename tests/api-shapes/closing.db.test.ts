/**
 * The closing-file area's answers (staff and party closing files, documents, the status page,
 * notification choices, the calendar address) as the server's handlers send them and as the web
 * app parses them are one type (core/api; docs/decisions/027-one-shape-per-resource.md): checked
 * by `npm run typecheck`, where a handler, a mapper or a hook that drifts from the shared shape
 * fails. The runtime tests only keep Vitest from calling the file empty.
 */
import { describe, expectTypeOf, test } from "vitest";
import type { CalendarAddress, IssuedCalendarAddress } from "#core/api/calendar.ts";
import type { ClosingDocument, ClosingDocumentLink, ClosingDocumentList } from "#core/api/closing-documents.ts";
import type {
  ClosingFileListItem,
  ClosingFileSummary,
  ClosingMilestone,
  ClosingMilestoneChange,
  ClosingParty,
  PartyClosingFile,
  PartyClosingFileListItem,
  StaffClosingFile,
} from "#core/api/closing-file.ts";
import type { ClosingStatusLink, IssuedStatusLink } from "#core/api/closing-status-link.ts";
import type { NotificationPreferencesView } from "#core/api/notification-preferences.ts";
import type { Page } from "#core/api/page.ts";
import type { StatusPage } from "#core/api/status-page.ts";
import type { statusPageOf } from "#core/closing/status-page.ts";
import type * as staffHooks from "#app/features/closing-admin/closing-queries.ts";
import type * as partyHooks from "#app/features/closing-files/closing-files-queries.ts";
import type * as statusHooks from "#app/features/status-page/status-queries.ts";
import type { fileRoutes } from "#server/api/admin/closing/file.routes.ts";
import type { filesRoutes } from "#server/api/admin/closing/files.routes.ts";
import type { historyRoutes } from "#server/api/admin/closing/history.routes.ts";
import type { milestonesRoutes } from "#server/api/admin/closing/milestones.routes.ts";
import type { partiesRoutes } from "#server/api/admin/closing/parties.routes.ts";
import type { partyRoutes } from "#server/api/admin/closing/party.routes.ts";
import type { serviceRequestFileRoutes } from "#server/api/admin/closing/service-request-file.routes.ts";
import type { staffFile } from "#server/api/admin/closing/staff-file.ts";
import type { statusLinkRoutes } from "#server/api/admin/closing/status-link.routes.ts";
import type { calendarRoutes } from "#server/api/calendar/calendar.routes.ts";
import type { closingFilesRoutes } from "#server/api/closing-files/closing-files.routes.ts";
import type { documentJson } from "#server/api/documents/document-schemas.ts";
import type { partyDocumentRoutes } from "#server/api/documents/party-documents.routes.ts";
import type { staffDocumentRoutes } from "#server/api/documents/staff-documents.routes.ts";
import type { statusDocumentRoutes } from "#server/api/documents/status-documents.routes.ts";
import type { notificationPreferencesRoutes } from "#server/api/notification-preferences/notification-preferences.routes.ts";
import type { statusRoutes } from "#server/api/status/status.routes.ts";
import type { detailOf, toMilestones, toParty, toSummary } from "#server/closing/closing-file-read.ts";
import type { statusLinkJson } from "#server/closing/status-link-issue.ts";

import type { Mutated, PageOf, Parsed, Sent } from "./route-types.ts";

describe("staff closing files", () => {
  test("the list, a file and every change that answers with the file", () => {
    expectTypeOf<Sent<typeof filesRoutes, "/closing-files", "$get">>().toEqualTypeOf<PageOf<typeof staffHooks.useClosingFiles>>();
    expectTypeOf<PageOf<typeof staffHooks.useClosingFiles>>().toEqualTypeOf<Page<ClosingFileListItem>>();
    expectTypeOf<Sent<typeof fileRoutes, "/closing-files/:id", "$get">>().toEqualTypeOf<StaffClosingFile>();
    expectTypeOf<Parsed<typeof staffHooks.useClosingFile>>().toEqualTypeOf<StaffClosingFile>();
    expectTypeOf<Sent<typeof filesRoutes, "/closing-files", "$post", 201>>().toEqualTypeOf<StaffClosingFile>();
    expectTypeOf<Sent<typeof serviceRequestFileRoutes, "/service-requests/:id/closing-file", "$post", 201>>().toEqualTypeOf<StaffClosingFile>();
    expectTypeOf<Mutated<typeof staffHooks.useOpenFile>>().toEqualTypeOf<StaffClosingFile>();
    expectTypeOf<Sent<typeof fileRoutes, "/closing-files/:id", "$patch">>().toEqualTypeOf<StaffClosingFile>();
    expectTypeOf<Mutated<typeof staffHooks.useUpdateFile>>().toEqualTypeOf<StaffClosingFile>();
    expectTypeOf<Sent<typeof milestonesRoutes, "/closing-files/:id/milestones", "$post">>().toEqualTypeOf<StaffClosingFile>();
    expectTypeOf<Mutated<typeof staffHooks.useMoveMilestone>>().toEqualTypeOf<StaffClosingFile>();
  });
  test("the history, the parties and the status link", () => {
    expectTypeOf<Sent<typeof historyRoutes, "/closing-files/:id/history", "$get">>().toEqualTypeOf<Page<ClosingMilestoneChange>>();
    expectTypeOf<PageOf<typeof staffHooks.useFileHistory>>().toEqualTypeOf<Page<ClosingMilestoneChange>>();
    expectTypeOf<Sent<typeof partiesRoutes, "/closing-files/:id/parties", "$post", 201>>().toEqualTypeOf<ClosingParty>();
    expectTypeOf<Sent<typeof partyRoutes, "/closing-files/:id/parties/:partyId", "$patch">>().toEqualTypeOf<ClosingParty>();
    expectTypeOf<Mutated<typeof staffHooks.useSaveParty>>().toEqualTypeOf<ClosingParty>();
    expectTypeOf<Sent<typeof statusLinkRoutes, "/closing-files/:id/status-link", "$post", 201>>().toEqualTypeOf<IssuedStatusLink>();
    expectTypeOf<Mutated<typeof staffHooks.useIssueStatusLink>>().toEqualTypeOf<IssuedStatusLink>();
  });
});

describe("party closing files", () => {
  test("the list and a file", () => {
    expectTypeOf<Sent<typeof closingFilesRoutes, "/", "$get">>().toEqualTypeOf<Page<PartyClosingFileListItem>>();
    expectTypeOf<Sent<typeof closingFilesRoutes, "/:id", "$get">>().toEqualTypeOf<PartyClosingFile>();
    expectTypeOf<Parsed<typeof partyHooks.useClosingFile>>().toEqualTypeOf<PartyClosingFile>();
  });
});

describe("documents", () => {
  test("staff's", () => {
    expectTypeOf<Sent<typeof staffDocumentRoutes, "/:id/documents", "$get">>().toEqualTypeOf<ClosingDocumentList>();
    expectTypeOf<Parsed<typeof staffHooks.useDocuments>>().toEqualTypeOf<ClosingDocumentList>();
    expectTypeOf<Sent<typeof staffDocumentRoutes, "/:id/documents", "$post", 201>>().toEqualTypeOf<ClosingDocument>();
    expectTypeOf<Mutated<typeof staffHooks.useUploadDocument>>().toEqualTypeOf<ClosingDocument>();
    // PATCH is registered only for an audience that edits, so the router's type does not list it: its mapper stands in.
    expectTypeOf<ReturnType<typeof documentJson>>().toEqualTypeOf<ClosingDocument>();
    expectTypeOf<Mutated<typeof staffHooks.useUpdateDocument>>().toEqualTypeOf<ClosingDocument>();
    expectTypeOf<Sent<typeof staffDocumentRoutes, "/:id/documents/:docId/link", "$post">>().toEqualTypeOf<ClosingDocumentLink>();
    expectTypeOf<Mutated<typeof staffHooks.useDocumentLink>>().toEqualTypeOf<ClosingDocumentLink>();
  });
  test("the parties' and the status link's", () => {
    expectTypeOf<Sent<typeof partyDocumentRoutes, "/:id/documents", "$get">>().toEqualTypeOf<ClosingDocumentList>();
    expectTypeOf<Parsed<typeof partyHooks.useClosingDocuments>>().toEqualTypeOf<ClosingDocumentList>();
    expectTypeOf<Sent<typeof partyDocumentRoutes, "/:id/documents", "$post", 201>>().toEqualTypeOf<ClosingDocument>();
    expectTypeOf<Mutated<typeof partyHooks.useUploadDocument>>().toEqualTypeOf<ClosingDocument>();
    expectTypeOf<Sent<typeof partyDocumentRoutes, "/:id/documents/:docId/link", "$post">>().toEqualTypeOf<ClosingDocumentLink>();
    expectTypeOf<Mutated<typeof partyHooks.useDocumentLink>>().toEqualTypeOf<ClosingDocumentLink>();
    expectTypeOf<Sent<typeof statusDocumentRoutes, "/:token/documents/:docId/link", "$post">>().toEqualTypeOf<ClosingDocumentLink>();
    expectTypeOf<Mutated<typeof statusHooks.useStatusDocumentLink>>().toEqualTypeOf<ClosingDocumentLink>();
  });
});

describe("the status page, notification choices and the calendar address", () => {
  test("the status page", () => {
    expectTypeOf<Sent<typeof statusRoutes, "/:token", "$get">>().toEqualTypeOf<StatusPage>();
    expectTypeOf<Parsed<typeof statusHooks.useClosingStatus>>().toEqualTypeOf<StatusPage>();
  });
  test("notification choices", () => {
    expectTypeOf<Sent<typeof notificationPreferencesRoutes, "/notification-preferences", "$get">>().toEqualTypeOf<NotificationPreferencesView>();
    expectTypeOf<Parsed<typeof partyHooks.useNotificationPreferences>>().toEqualTypeOf<NotificationPreferencesView>();
    expectTypeOf<Sent<typeof notificationPreferencesRoutes, "/notification-preferences", "$put">>().toEqualTypeOf<NotificationPreferencesView>();
    expectTypeOf<Mutated<typeof partyHooks.useSaveNotificationPreferences>>().toEqualTypeOf<NotificationPreferencesView>();
  });
  test("the calendar address", () => {
    expectTypeOf<Sent<typeof calendarRoutes, "/calendar", "$get">>().toEqualTypeOf<CalendarAddress>();
    expectTypeOf<Parsed<typeof partyHooks.useCalendarAddress>>().toEqualTypeOf<CalendarAddress>();
    expectTypeOf<Sent<typeof calendarRoutes, "/calendar", "$post", 201>>().toEqualTypeOf<IssuedCalendarAddress>();
    expectTypeOf<Mutated<typeof partyHooks.useNewCalendarAddress>>().toEqualTypeOf<IssuedCalendarAddress>();
  });
});

test("the server's mappers produce the core types", () => {
  expectTypeOf<ReturnType<typeof toSummary>>().toEqualTypeOf<ClosingFileSummary>();
  expectTypeOf<ReturnType<typeof toMilestones>>().toEqualTypeOf<ClosingMilestone[]>();
  expectTypeOf<ReturnType<typeof toParty>>().toEqualTypeOf<ClosingParty>();
  expectTypeOf<ReturnType<typeof detailOf> & { my_roles: PartyClosingFile["my_roles"] }>().toExtend<PartyClosingFile>();
  expectTypeOf<Awaited<ReturnType<typeof staffFile>>>().toEqualTypeOf<StaffClosingFile>();
  expectTypeOf<Awaited<ReturnType<typeof statusLinkJson>>>().toEqualTypeOf<ClosingStatusLink>();
  expectTypeOf<ReturnType<typeof statusPageOf>>().toEqualTypeOf<StatusPage>();
});
