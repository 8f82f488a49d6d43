/**
 * `npm run admin -- service-key`: prints a new service-role key for the auth admin API
 * (server/auth/service-role.ts). It is signed with the server's own key, read from the same
 * database and settings the server uses, so run it where the server's PUBLIC_URL and
 * AUTH_JWT_SECRET (if any) are set: the key names that issuer.
 */
import pino from "pino";
import type { AppDb } from "#db/client.ts";
import { mintServiceRoleKey } from "../auth/service-role.ts";
import type { Config } from "../env.ts";
import { createServices } from "../services.ts";
import type { CommandResult } from "./command-result.ts";

export async function serviceKeyCommand(db: AppDb, config: Config, args: string[]): Promise<CommandResult> {
  if (args.length > 0) return { exitCode: 64, output: "Usage: npm run admin -- service-key" };
  // Signing needs only the keys; nothing is logged, so the key is the only output.
  const ctx = createServices({ db, config, logger: pino({ level: "silent" }) });
  return { exitCode: 0, output: await mintServiceRoleKey(ctx) };
}
