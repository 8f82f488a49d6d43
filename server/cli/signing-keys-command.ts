/** Placeholder wired by the lead; replaced by H1. */
import type { AppDb } from "../../db/client.ts";
import type { Config } from "../env.ts";
import type { CommandResult } from "./admin-command.ts";

export async function signingKeysCommand(_db: AppDb, _config: Config, _args: string[]): Promise<CommandResult> {
  return { exitCode: 70, output: "not available in this build" };
}
