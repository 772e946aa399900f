// The secret of a personal access token: its prefix, its randomness and
// shape, and the hash stored in its place (functions/src/tokens/secret.ts).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateToken, hashToken, isAccessToken, isWellFormedToken, TOKEN_PREFIX } from '../../src/tokens/secret';

describe('generateToken', () => {
  it('is rbk_ and 32 random bytes in base64url (43 characters), different every time', () => {
    const tokens = Array.from({ length: 100 }, generateToken);
    for (const token of tokens) {
      expect(token).toMatch(/^rbk_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token.slice(TOKEN_PREFIX.length), 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe('hashToken', () => {
  it('is the SHA-256 of the whole token, in hex, and the same for the same token', () => {
    const token = generateToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('differs for tokens one character apart, and never contains the secret', () => {
    const token = generateToken();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const neighbour = `${token.slice(0, -1)}${last}`;
    expect(hashToken(neighbour)).not.toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token.slice(TOKEN_PREFIX.length));
  });
});

describe('telling a personal access token from an ID token', () => {
  it('takes a credential with the rbk_ prefix for a personal access token', () => {
    expect(isAccessToken(generateToken())).toBe(true);
    expect(isAccessToken('rbk_short')).toBe(true);
  });

  it('leaves Firebase ID tokens (JWTs) and other prefixes to the ID token check', () => {
    expect(isAccessToken('eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln')).toBe(false);
    expect(isAccessToken('RBK_abc')).toBe(false);
    expect(isAccessToken('xrbk_abc')).toBe(false);
  });

  it('accepts only the shape generateToken gives', () => {
    const token = generateToken();
    expect(isWellFormedToken(token)).toBe(true);
    expect(isWellFormedToken(`${token}A`)).toBe(false);
    expect(isWellFormedToken(token.slice(0, -1))).toBe(false);
    expect(isWellFormedToken(`${token.slice(0, -1)}=`)).toBe(false);
    expect(isWellFormedToken(`rbk_${'+'.repeat(43)}`)).toBe(false);
    expect(isWellFormedToken(token.replace('rbk_', 'pat_'))).toBe(false);
  });
});
