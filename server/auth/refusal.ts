/**
 * How a function in a *.queries.ts file says no part-way through a transaction without knowing
 * HTTP: it throws a Refusal, which rolls the transaction back like any error, and the handler
 * turns the reason into its answer with `refusedAs` (status codes and messages stay in routes).
 */
export class Refusal<Reason extends string = string> extends Error {
  constructor(readonly reason: Reason) {
    super(`refused: ${reason}`);
    this.name = "Refusal";
  }
}

/** For `.catch`: a Refusal becomes the error its reason maps to; any other error goes on as it was. */
export function refusedAs<Reason extends string>(errors: Record<Reason, () => Error>): (err: unknown) => never {
  return (err) => {
    if (err instanceof Refusal && Object.hasOwn(errors, err.reason)) throw errors[err.reason as Reason]();
    throw err;
  };
}
