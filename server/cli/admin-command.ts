/**
 * `npm run admin -- promote <email>` and friends: the way to make the first administrator, since
 * only an administrator can change a role through the API. Each change is written to the audit log as the
 * admin area writes it (server/api/admin/people/role-change.queries.ts), marked via "cli".
 */
import type { AppDb } from "#db/client.ts";
import type { UserRole } from "#core/domain/enums.ts";
import { writeRoleChange } from "../api/admin/people/role-change.queries.ts";
import type { Config } from "../env.ts";
import type { CommandResult } from "./command-result.ts";
import { administrators, profileByEmail } from "./administrators.queries.ts";
import { serviceKeyCommand } from "./service-key-command.ts";
import { signingKeysCommand } from "./signing-keys-command.ts";
import { encryptionKeysCommand } from "./encryption-keys-command.ts";
import { keyringFor } from "../crypto/app-keyring.ts";
import { createFileStore } from "../storage/create-file-store.ts";

export const ADMIN_USAGE = `Usage:
  npm run admin -- promote <email>   make an existing account an administrator
  npm run admin -- demote <email>    make an administrator a regular user again
  npm run admin -- list              list the administrators
  npm run admin -- service-key       print the service-role key of the auth admin API (keep it secret)
  npm run admin -- signing-keys [list|rotate]  list or rotate the access-token signing keys
  npm run admin -- encryption-keys rotate      rewrap every closing file's data key under the active key of DATA_ENCRYPTION_KEY
  npm run admin -- encryption-keys encrypt-documents  encrypt the documents stored before encryption at rest (resumable)`;

export async function runAdminCommand(db: AppDb, args: string[], config?: Config): Promise<CommandResult> {
  const [command, email, ...rest] = args;
  if (command === "service-key" && config) return serviceKeyCommand(db, config, args.slice(1));
  if (command === "signing-keys" && config) return signingKeysCommand(db, config, args.slice(1));
  // The same keyring the server runs with: DATA_ENCRYPTION_KEY, or the development key file in DATA_DIR.
  if (command === "encryption-keys" && config) {
    return encryptionKeysCommand(db, keyringFor(config, (m) => process.stderr.write(`${m}\n`)), args.slice(1), () => createFileStore(config));
  }
  if (command === "list" && email === undefined) {
    const admins = await administrators(db);
    if (admins.length === 0) return { exitCode: 0, output: "There are no administrators yet. Use: npm run admin -- promote <email>" };
    return { exitCode: 0, output: admins.map((a) => a.email ?? "(no e-mail)").join("\n") };
  }
  if ((command === "promote" || command === "demote") && email && rest.length === 0) {
    return setRole(db, email.trim().toLowerCase(), command === "promote" ? "admin" : "user");
  }
  return { exitCode: 64, output: ADMIN_USAGE };
}

async function setRole(db: AppDb, email: string, role: UserRole): Promise<CommandResult> {
  const profile = await profileByEmail(db, email);
  if (!profile) {
    return { exitCode: 1, output: `No account uses ${email}. The person must sign up at /register first.` };
  }
  if (profile.role === role) {
    return { exitCode: 0, output: `${email} is already ${role === "admin" ? "an administrator" : "a regular user"}; nothing changed.` };
  }
  await db.transaction(async (tx) => {
    await writeRoleChange(tx as unknown as AppDb, { profileId: profile.id, from: profile.role, to: role, via: "cli" });
  });
  return {
    exitCode: 0,
    output: role === "admin" ? `${email} is now an administrator.` : `${email} is now a regular user.`,
  };
}
