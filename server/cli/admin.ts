/** Entry point of `npm run admin -- …`: opens the configured database and runs one command. */
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { join } from "node:path";
import { ADMIN_USAGE, runAdminCommand } from "./admin-command.ts";
import { configOrExit, runCommand } from "./entry-point.ts";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === "--help" || args[0] === "-h") {
    process.stdout.write(`${ADMIN_USAGE}\n`);
    return args.length === 0 ? 64 : 0;
  }
  const config = configOrExit();
  const database = config.DATABASE_URL
    ? await openDatabase({ url: config.DATABASE_URL, poolMax: 1 })
    : await openDatabase({ dataDir: join(config.dataDir, "pglite") });
  try {
    await runMigrations(database);
    const result = await runAdminCommand(database.db, args, config);
    (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
    return result.exitCode;
  } finally {
    await database.close();
  }
}

runCommand(main);
