/**
 * The verified status-link routes' answers (issue 30) as their handlers send them are the shared
 * shapes of core/api/closing-request.ts and core/api/closing-documents.ts, checked by `npm run
 * typecheck` (docs/decisions/027-one-shape-per-resource.md). The runtime test only keeps Vitest
 * from calling the file empty.
 */
import { describe, expectTypeOf, test } from "vitest";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import type { ClosingRequest, ClosingRequestList, StatusCodeSent, StatusSession, StatusVerificationChoices } from "#core/api/closing-request.ts";
import type { statusRemindersRoutes } from "#server/api/status/status-reminders.routes.ts";
import type { statusRequestAnswersRoutes } from "#server/api/status/status-request-answers.routes.ts";
import type { statusRequestDocumentsRoutes } from "#server/api/status/status-request-documents.routes.ts";
import type { statusRequestsRoutes } from "#server/api/status/status-requests.routes.ts";
import type { statusVerificationCheckRoutes } from "#server/api/status/status-verification-check.routes.ts";
import type { statusVerificationRoutes } from "#server/api/status/status-verification.routes.ts";
import type { Sent } from "./route-types.ts";

describe("the verified status-link session", () => {
  test("verification, the session, reminders", () => {
    expectTypeOf<Sent<typeof statusVerificationRoutes, "/:token/verification", "$get">>().toEqualTypeOf<StatusVerificationChoices>();
    expectTypeOf<Sent<typeof statusVerificationRoutes, "/:token/verification", "$post", 202>>().toEqualTypeOf<StatusCodeSent>();
    expectTypeOf<Sent<typeof statusVerificationCheckRoutes, "/:token/verification/check", "$post">>().toEqualTypeOf<StatusSession>();
    expectTypeOf<Sent<typeof statusRemindersRoutes, "/:token/reminders", "$put">>().toEqualTypeOf<{ reminders: boolean }>();
  });
  // Hono's JSON typing cannot carry `unknown` (a typed answer's values), so `answer` is left out of the comparison.
  test("the verified person's requests", () => {
    type Listed = Sent<typeof statusRequestsRoutes, "/:token/requests", "$get">["data"][number];
    expectTypeOf<Omit<Listed, "answer">>().toEqualTypeOf<Omit<ClosingRequestList["data"][number], "answer">>();
    type Answered = Sent<typeof statusRequestAnswersRoutes, "/:token/requests/:requestId/answers", "$post">;
    expectTypeOf<Omit<Answered, "answer">>().toEqualTypeOf<Omit<ClosingRequest, "answer">>();
    expectTypeOf<Sent<typeof statusRequestDocumentsRoutes, "/:token/requests/:requestId/documents", "$post", 201>>().toEqualTypeOf<ClosingDocument>();
  });
});
