/**
 * The authorization matrix's row for the live stream (issue 31, GET /api/v1/events): any account
 * is served (staff learn of every file, an agent or lender of their files, someone on no file of
 * nothing but heartbeats); no token, or a status link's token in any place, is 401. A verified
 * buyer's or seller's session token is tested in server/live/live-events.test.ts. The matrix
 * client reads a stream's status and headers and then lets it go (tests/authz/matrix-client.ts).
 */
import type { MatrixRow } from "./authorization-matrix.ts";
import { signedIn } from "./expected.ts";

export const LIVE_EVENT_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/events": { request: () => ({ path: "/api/v1/events" }), expect: signedIn(200) },
};
