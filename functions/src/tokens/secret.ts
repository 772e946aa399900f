// The secret of a personal access token and the hash that is stored in its
// place. Pure functions: unit-tested without emulators.
import { createHash, randomBytes } from 'node:crypto';

/** Every token starts with it: a caller (and a secret scanner) tells one from a Firebase ID token (a JWT, `eyJ…`). */
export const TOKEN_PREFIX = 'rbk_';

/** 32 random bytes: 256 bits, far beyond guessing. */
const SECRET_BYTES = 32;

/** The prefix and 43 base64url characters (32 bytes without padding). */
const TOKEN_PATTERN = /^rbk_[A-Za-z0-9_-]{43}$/;

/** A new secret: `rbk_` and 32 bytes from the operating system's CSPRNG, base64url. */
export function generateToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
}

/** Whether a Bearer credential is meant as a personal access token (it may still be malformed or unknown). */
export const isAccessToken = (credential: string): boolean => credential.startsWith(TOKEN_PREFIX);

/** Whether a personal access token has the shape `generateToken` gives: anything else cannot be one of ours. */
export const isWellFormedToken = (token: string): boolean => TOKEN_PATTERN.test(token);

/**
 * What is stored instead of the secret: SHA-256, hex. A fast hash is right
 * here, unlike for passwords: a token holds 256 random bits, so nobody who
 * reads the hashes can find a secret by trying candidates, however fast each
 * try is (slow hashes such as scrypt only help low-entropy secrets). And being
 * deterministic and unsalted, the hash of a presented token finds its document
 * with one indexed equality query.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
