import { describeError } from '@/lib/describe-error';

/**
 * Auth's error texts (auth-error-message.ts, 1.3 kB gzip) for pages where an
 * error is rare (logging out, a password link from Settings): downloaded when
 * one is needed, not with every signed-in page. Should that download fail too
 * (offline before the service worker kept them), the general description
 * says what happened.
 */
export const authErrorText = (error: unknown): Promise<string> =>
  import('./auth-error-message').then(
    ({ authErrorMessage }) => authErrorMessage(error),
    () => describeError(error),
  );
