/**
 * What the process entry points (server/main.ts, `npm run admin`: admin.ts, `npm run backup` and
 * `npm run restore`: server/backup/backup-cli.ts) do with what only the operator can fix and with
 * how a command ends, written once so they cannot drift apart.
 *
 * A wrong configuration (or key) is printed as its message, without a stack, and the process exits
 * with 78, EX_CONFIG of sysexits.h: the systemd unit does not restart on it
 * (deploy/systemd/heartland-closing@.service, docs/deployment.md), since a restart cannot fix it.
 */
import { ConfigError, loadConfig, type Config } from "../env.ts";

export const EX_CONFIG = 78;

/**
 * `make()`'s value; an error of the class `kind` (the operator's configuration is wrong) is printed
 * and the process exits with EX_CONFIG. Any other error is thrown on.
 */
export function exitOnConfigError<T>(make: () => T, kind: abstract new (...args: never[]) => Error = ConfigError): T {
  try {
    return make();
  } catch (err) {
    if (err instanceof kind) {
      process.stderr.write(`${err.message}\n`);
      process.exit(EX_CONFIG);
    }
    throw err;
  }
}

/** The configuration from the environment, or the process exits with EX_CONFIG saying what is wrong. */
export function configOrExit(): Config {
  return exitOnConfigError(loadConfig);
}

/** Runs a command's `main` and exits with its code; an error nobody caught is printed as its message (no stack) with code 1. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
