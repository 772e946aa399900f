// A failed read or write is told as a sentence; the raw code never shows.
import { describe, expect, it } from 'vitest';
import { describeError, isRefusedRead } from './describe-error';

const FALLBACK = 'Something went wrong. Please try again.';

describe('describeError', () => {
  it('explains a known Firestore code', () => {
    expect(describeError({ code: 'permission-denied' })).toMatch(/permission/i);
    expect(describeError({ code: 'unavailable' })).toMatch(/connection/i);
    expect(describeError({ code: 'not-found' })).toMatch(/doesn't exist/);
  });

  it('reads a code with the firestore/ prefix like a bare one', () => {
    expect(describeError({ code: 'firestore/permission-denied' })).toBe(describeError({ code: 'permission-denied' }));
  });

  it('gives different codes different sentences', () => {
    expect(describeError({ code: 'unauthenticated' })).not.toBe(describeError({ code: 'permission-denied' }));
  });

  it('falls back to a general sentence, never the raw code or message', () => {
    expect(describeError({ code: 'aborted', message: 'internal detail' })).toBe(FALLBACK);
    expect(describeError(new Error('Missing or insufficient permissions.'))).toBe(FALLBACK);
    expect(describeError({ code: 403 })).toBe(FALLBACK);
    expect(describeError('permission-denied')).toBe(FALLBACK);
    expect(describeError(null)).toBe(FALLBACK);
    expect(describeError(undefined)).toBe(FALLBACK);
    // A code that names a property every object has is still unknown.
    expect(describeError({ code: 'toString' })).toBe(FALLBACK);
  });
});

describe('isRefusedRead', () => {
  it('is a refusal by the rules, however Firestore prefixes its code', () => {
    expect(isRefusedRead({ code: 'permission-denied' })).toBe(true);
    expect(isRefusedRead({ code: 'firestore/permission-denied' })).toBe(true);
  });

  it('is no other failure', () => {
    expect(isRefusedRead({ code: 'unavailable' })).toBe(false);
    expect(isRefusedRead(new Error('permission-denied'))).toBe(false);
    expect(isRefusedRead(null)).toBe(false);
  });
});
