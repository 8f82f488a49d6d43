/**
 * `npm run admin -- encryption-keys rotate`: after a new master key is put first in
 * DATA_ENCRYPTION_KEY (the old one kept after it), rewraps every closing file's data key under the
 * new key (docs/decisions/040-envelope-encryption.md). No document is read or rewritten: only the
 * wrapped key in closing_files.data_key changes, so a rotation takes seconds. Each row is replaced
 * by compare-and-set, with its audit row in the same transaction; a run cut short is resumed by
 * running it again (keys already under the active key are skipped). It prints counts and key ids,
 * never a key. Office wire instructions carry a data key of their own per version
 * (server/money/wire/wire-key-rotation.ts): the same pass rewraps them after the files.
 */
import type { AppDb } from "#db/client.ts";
import { AUDIT_ACTIONS } from "#core/admin/people-audit.ts";
import { readWrappedKey, replaceWrappedKey, wrappedKeysAfter } from "../crypto/file-keys.queries.ts";
import type { Keyring } from "../crypto/keyring.ts";
import { rewrapRows, type RewrapTable } from "../crypto/rewrap-rows.ts";
import type { CommandResult } from "./command-result.ts";
import type { FileStore } from "../storage/file-store.ts";
import { encryptDocumentsCommand } from "./encrypt-documents-command.ts";
import { rotateWireKeys } from "../money/wire/wire-key-rotation.ts";

export const ENCRYPTION_KEYS_USAGE = `Usage:
  npm run admin -- encryption-keys rotate   rewrap every closing file's data key under the active (first) key of DATA_ENCRYPTION_KEY
  npm run admin -- encryption-keys encrypt-documents   encrypt the documents stored before encryption at rest (resumable)`;

/** Closing files' data keys (context: the file id). */
const FILE_KEYS: RewrapTable = {
  keysAfter: wrappedKeysAfter,
  readKey: readWrappedKey,
  replaceKey: replaceWrappedKey,
  context: (fileId) => fileId,
  audit: { action: AUDIT_ACTIONS.dataKeyRewrapped, targetType: "closing_file" },
};

/** How many unreadable files the output names; the count covers them all. */
const NAMED_FAILURES = 20;

export async function encryptionKeysCommand(db: AppDb, keyring: Keyring, args: string[], store?: () => FileStore): Promise<CommandResult> {
  const [sub, ...rest] = args;
  if (sub === "rotate" && rest.length === 0) return rotate(db, keyring);
  if (sub === "encrypt-documents" && rest.length === 0 && store) return encryptDocumentsCommand(db, keyring, store());
  return { exitCode: 64, output: ENCRYPTION_KEYS_USAGE };
}

async function rotate(db: AppDb, keyring: Keyring): Promise<CommandResult> {
  const active = keyring.active.id;
  const files = await rewrapRows(db, keyring, FILE_KEYS);
  const wire = await rotateWireKeys(db, keyring);
  const { rewrapped, current } = files;
  const fromIds = new Set([...files.fromIds, ...wire.fromIds]);
  const failed = [
    ...files.failed.map((f) => `  ${f.id}: ${f.reason}`),
    ...wire.failed.map((f) => `  office wire instructions ${f.id}: ${f.reason}`),
  ];

  const others = keyring.keys.filter((k) => k.id !== active).map((k) => k.id);
  const lines = [
    `Active master key: "${active}"${others.length ? `; the keyring also holds ${others.map((id) => `"${id}"`).join(", ")}` : ""}.`,
    `Rewrapped ${rewrapped} data key${rewrapped === 1 ? "" : "s"}${fromIds.size ? ` (from ${[...fromIds].sort().map((id) => `"${id}"`).join(", ")})` : ""}; ` +
      `${current} already under "${active}"; ${failed.length} could not be unwrapped.`,
  ];
  // Said only when there are office instructions, so the line above reads as before for files alone.
  if (wire.rewrapped + wire.current > 0) {
    lines.splice(2, 0, `Office wire instructions: rewrapped ${wire.rewrapped}; ${wire.current} already under "${active}".`);
  }
  if (failed.length > 0) {
    lines.push(
      "These data keys could not be unwrapped with the keyring (their documents stay unreadable until the master key that wrapped them is added back):",
      ...failed.slice(0, NAMED_FAILURES),
      ...(failed.length > NAMED_FAILURES ? [`  … and ${failed.length - NAMED_FAILURES} more`] : []),
      "Fix the keyring and run the command again: it resumes where it stopped.",
    );
    return { exitCode: 1, output: lines.join("\n") };
  }
  if (others.length > 0) {
    lines.push(
      `No data key needs ${others.map((id) => `"${id}"`).join(", ")} any more: ${others.length === 1 ? "it" : "they"} may be removed from DATA_ENCRYPTION_KEY ` +
        "once every instance runs with the new key. Keep a copy while database backups taken before now are kept: they hold keys wrapped under it.",
    );
  }
  return { exitCode: 0, output: lines.join("\n") };
}
