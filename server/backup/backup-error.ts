/** A backup or restore that cannot go on for a reason the operator can act on: its message is all they see (no stack). */
export class BackupError extends Error {
  override name = "BackupError";
}
