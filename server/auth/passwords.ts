/**
 * Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 iterations, 1 lane). Verification
 * takes the parameters from the stored hash, so raising them later keeps old hashes working.
 */
import { hash, verify } from "@node-rs/argon2";

export const ARGON2_PARAMS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** A fixed hash checked when the account does not exist, so both cases take the same time. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword("decoy password for timing");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
