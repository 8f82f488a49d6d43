/** What a command of `npm run admin` answers: its exit code and what it prints (server/cli/admin.ts). */
export interface CommandResult {
  exitCode: number;
  output: string;
}
