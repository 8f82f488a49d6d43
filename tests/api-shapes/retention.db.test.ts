/**
 * Retention (issue 33): what /api/v1/admin/retention's handlers send and what /admin/retention's
 * hooks parse are one type (core/api/retention.ts), checked by `npm run typecheck`. The runtime
 * test only keeps Vitest from calling the file empty.
 */
import { describe, expectTypeOf, test } from "vitest";
import type { retentionRoutes } from "#server/api/admin/retention/retention.routes.ts";
import type { useRetention, useRetentionDue, useRunRetention, useSaveRetentionPolicy } from "#app/features/retention/retention-queries.ts";
import type { Mutated, PageOf, Parsed, Sent } from "./route-types.ts";

describe("retention", () => {
  test("each handler sends what its hook parses", () => {
    expectTypeOf<Sent<typeof retentionRoutes, "/retention", "$get">>().toEqualTypeOf<Parsed<typeof useRetention>>();
    expectTypeOf<Sent<typeof retentionRoutes, "/retention/due", "$get">>().toEqualTypeOf<PageOf<typeof useRetentionDue>>();
    expectTypeOf<Sent<typeof retentionRoutes, "/retention/policy", "$put">>().toEqualTypeOf<Mutated<typeof useSaveRetentionPolicy>>();
    expectTypeOf<Sent<typeof retentionRoutes, "/retention/run", "$post">>().toEqualTypeOf<Mutated<typeof useRunRetention>>();
  });
});
