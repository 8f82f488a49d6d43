/**
 * Types that read a router's answers and a query hook's parsed data, for the type-level shape
 * tests beside this file: what a handler sends (as Hono records each `c.json` call) and what the
 * web app holds after parsing it.
 */
import type { ExtractSchemaForStatusCode } from "hono/types";

/** The body a router's handler answers `method path` with, for one status. */
export type Sent<R extends (...args: never[]) => unknown, Path extends string, Method extends string, Status extends number = 200> =
  ExtractSchemaForStatusCode<ReturnType<R>, Status> extends Record<Path, Record<Method, { output: infer O }>> ? O : never;

/** What a query hook's data is once parsed. */
export type Parsed<H extends (...args: never[]) => { data?: unknown }> = NonNullable<ReturnType<H>["data"]>;

/** What a mutation hook resolves with once parsed. */
export type Mutated<H extends (...args: never[]) => { mutateAsync: (...args: never[]) => Promise<unknown> }> = Awaited<
  ReturnType<ReturnType<H>["mutateAsync"]>
>;

/** One page of an infinite query. */
export type PageOf<H extends (...args: never[]) => { data?: { pages: unknown[] } }> = NonNullable<ReturnType<H>["data"]>["pages"][number];
