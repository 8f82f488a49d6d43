/**
 * The two errors of server/crypto. Each carries a stable `code` a caller can branch on (the later
 * wiring answers a refused download with an error and an audit row naming the code), and neither
 * message ever contains key material or plaintext: they name positions, key ids and sizes only
 * (docs/decisions/040-envelope-encryption.md).
 */

/** Why a keyring (DATA_ENCRYPTION_KEY or the development key file) was refused. */
export type KeyringErrorCode = "keyring_empty" | "keyring_entry_invalid" | "keyring_duplicate_id" | "key_file_unsafe";

export class KeyringError extends Error {
  override readonly name = "KeyringError";
  constructor(
    readonly code: KeyringErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why bytes were refused. A caller that meets one must serve nothing more of the document:
 * - key_unknown: a wrapped data key names a master key id the keyring does not hold;
 * - wrapped_key_malformed: not a wrapped data key this module writes;
 * - wrapped_key_rejected: the wrap fails authentication (wrong master key, tampered, other context);
 * - header_malformed / version_unsupported: the document's header is not one this module writes;
 * - segment_rejected: a segment fails authentication (wrong data key, tampered, reordered, extended);
 * - truncated: the document ends before its last segment.
 */
export type DecryptionErrorCode =
  | "key_unknown"
  | "wrapped_key_malformed"
  | "wrapped_key_rejected"
  | "header_malformed"
  | "version_unsupported"
  | "segment_rejected"
  | "truncated";

export class DecryptionError extends Error {
  override readonly name = "DecryptionError";
  constructor(
    readonly code: DecryptionErrorCode,
    message: string,
  ) {
    super(message);
  }
}
