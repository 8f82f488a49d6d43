/**
 * Gives a file the requests its facts call for (core/closing/requests.ts requestsFor): those whose
 * rule the file has no request of yet are inserted, each with its request.created event. A rule's
 * request is made once per file (the unique index on file and rule key), so calling this again,
 * or from two transactions at once, never makes one twice, and a request already answered, waived
 * or no longer called for by the facts is never removed. Called in the file-open transaction,
 * after staff change the facts or the parties, and after an answer that changed a fact.
 */
import type { AppDb } from "#db/client.ts";
import type { ClosingKind, TitleEvidence } from "#core/closing/milestones.ts";
import { requestsFor, type RequestFacts } from "#core/closing/requests.ts";
import { appointmentOf } from "#core/closing/appointment.ts";
import { iowaToday } from "../milestone-move.ts";
import { factsRowOf, insertFileEvents, insertMissingRequests } from "./requests.queries.ts";

/** Who caused the sync: staff (their user id), a party answering, or nobody in particular. */
export interface SyncBy {
  actorId: string | null;
  actorLabel: string | null;
}

/** The facts of the file as the rules read them; undefined when there is no such file. */
export async function requestFactsOf(db: AppDb, fileId: string): Promise<RequestFacts | undefined> {
  const row = await factsRowOf(db, fileId);
  if (!row) return undefined;
  const { file, roles } = row;
  return {
    kind: file.kind as ClosingKind,
    titleEvidence: file.titleEvidence as TitleEvidence,
    county: file.county,
    extraCounties: file.extraCounties,
    sellerLoanCount: file.sellerLoanCount,
    privateSewage: file.privateSewage,
    loanAmountCents: file.loanAmountCents,
    roles,
    openedOn: iowaToday(file.createdAt),
    closingOn: file.closingAt ? appointmentOf(file.closingAt, file.closingTimeSet).date : null,
  };
}

/** Inserts the file's missing requests in the caller's transaction; the ids of those made. */
export async function syncRequests(db: AppDb, fileId: string, by: SyncBy): Promise<string[]> {
  const facts = await requestFactsOf(db, fileId);
  if (!facts) return [];
  const made = await insertMissingRequests(db, fileId, requestsFor(facts), by.actorId);
  await insertFileEvents(
    db,
    made.map((r) => ({
      fileId,
      kind: "request.created",
      requestId: r.id,
      actorId: by.actorId,
      actorLabel: by.actorLabel,
      payload: { title: r.title, kind: r.kind, owner: r.owner, due_on: r.dueOn, rule_key: r.ruleKey },
    })),
  );
  return made.map((r) => r.id);
}
