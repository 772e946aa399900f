// Firebase Auth errors are told as sentences a person can act on.
import { describe, expect, it } from 'vitest';
import { authErrorCode, authErrorMessage, isPopupCancelled } from './auth-error-message';

const FALLBACK = 'Something went wrong with your account request. Please try again.';

describe('authErrorCode', () => {
  it('reads the code of an Auth error, adding the auth/ prefix older codes lack', () => {
    expect(authErrorCode({ code: 'auth/invalid-email' })).toBe('auth/invalid-email');
    expect(authErrorCode({ code: 'invalid-email' })).toBe('auth/invalid-email');
  });

  it('finds no code in something that is not an error with a text code', () => {
    expect(authErrorCode(new Error('auth/invalid-email'))).toBeUndefined();
    expect(authErrorCode({ code: 400 })).toBeUndefined();
    expect(authErrorCode(null)).toBeUndefined();
    expect(authErrorCode('auth/invalid-email')).toBeUndefined();
  });
});

describe('authErrorMessage', () => {
  it('explains a known code, with or without its prefix', () => {
    expect(authErrorMessage({ code: 'auth/invalid-email' })).toBe('That e-mail address is not valid.');
    expect(authErrorMessage({ code: 'invalid-email' })).toBe('That e-mail address is not valid.');
  });

  it('gives every wrong-credentials code the same sentence, so none tells whether the account exists', () => {
    const sentences = new Set(
      ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'].map((code) =>
        authErrorMessage({ code }),
      ),
    );
    expect(sentences).toEqual(new Set(['The e-mail address or password is incorrect.']));
  });

  it('states the password rule when a password is refused', () => {
    expect(authErrorMessage({ code: 'auth/weak-password' })).toMatch(/At least 8 characters/);
  });

  it('falls back to a general sentence for anything else', () => {
    expect(authErrorMessage({ code: 'auth/some-new-code' })).toBe(FALLBACK);
    expect(authErrorMessage(new Error('boom'))).toBe(FALLBACK);
    expect(authErrorMessage(undefined)).toBe(FALLBACK);
  });
});

describe('isPopupCancelled', () => {
  it('is true only when the person closed or replaced the sign-in popup', () => {
    expect(isPopupCancelled({ code: 'auth/popup-closed-by-user' })).toBe(true);
    expect(isPopupCancelled({ code: 'cancelled-popup-request' })).toBe(true);
    expect(isPopupCancelled({ code: 'auth/popup-blocked' })).toBe(false);
    expect(isPopupCancelled(new Error('closed'))).toBe(false);
  });
});
