// Whether a Firestore read failed because the rules refused it: a private
// recipe of another cook (docs/security-rules.md#visibility), or a household
// the cook has left. Such a refusal is an answer ("not yours to see"), not a
// fault to retry.
export const isRefusedRead = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'permission-denied' || error.code === 'firestore/permission-denied');
