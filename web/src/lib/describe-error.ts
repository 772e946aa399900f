// What a failed read or write means: a sentence for the user, never a raw
// code, and whether it was a refusal by the rules. Auth errors have their own
// catalogue in features/auth/api/auth-error-message.ts.

const MESSAGES: Record<string, string> = {
  'permission-denied': "You don't have permission to do that. Sign in with the right account and try again.",
  unauthenticated: 'Please sign in and try again.',
  unavailable: "We couldn't reach the server. Check your connection and try again.",
  'deadline-exceeded': 'The server took too long to answer. Please try again.',
  'not-found': "That item doesn't exist any more.",
  'resource-exhausted': 'Too many requests right now. Please wait a moment and try again.',
  'failed-precondition': "The server isn't ready for this request yet. Please try again later.",
  'invalid-argument': 'Some of the data was not accepted. Check the form and try again.',
};

const FALLBACK = 'Something went wrong. Please try again.';

function codeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    // Firestore codes come bare (`permission-denied`) or prefixed (`firestore/permission-denied`).
    return error.code.replace(/^firestore\//, '');
  }
  return undefined;
}

export function describeError(error: unknown): string {
  const code = codeOf(error);
  // Own keys only: a code like `toString` must not find Object's prototype.
  return (code && Object.hasOwn(MESSAGES, code) && MESSAGES[code]) || FALLBACK;
}

/**
 * Whether a Firestore read failed because the rules refused it: a private
 * recipe of another cook (docs/security-rules.md#visibility), or a household
 * the cook has left. Such a refusal is an answer ("not yours to see"), not a
 * fault to retry. Every boundary and reader asks this one function.
 */
export const isRefusedRead = (error: unknown): boolean => codeOf(error) === 'permission-denied';
