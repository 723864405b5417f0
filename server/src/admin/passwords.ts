/**
 * Passwords: argon2id from @node-rs/argon2 (a prebuilt binary in the package, no build
 * script). The library's defaults are OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane);
 * the hash string carries its parameters, so raising them later still verifies old hashes.
 */
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_LENGTH } from 'shared/contracts';

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which this build's isolated modules cannot read). */
const ARGON2ID = 2;

/** The length rule is the back office's too (shared/contracts), which checks it before sending. */
export const MIN_PASSWORD_LENGTH = PASSWORD_LENGTH.min;
export const MAX_PASSWORD_LENGTH = PASSWORD_LENGTH.max;

/** Why a new password is refused (Albanian, for the terminal and the admin), or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Fjalëkalimi duhet të ketë të paktën ${MIN_PASSWORD_LENGTH} shenja.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Fjalëkalimi mund të ketë të shumtën ${MAX_PASSWORD_LENGTH} shenja.`;
  return null;
}

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash no password matches, verified when the e-mail is unknown so that answer takes as
 * long as a wrong password (no probing which accounts exist by timing).
 */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  await verifyPassword(await decoy, password);
  return false;
}
