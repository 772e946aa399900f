// The API's household refusals are worded for programmers too ("leave it
// first (DELETE /household/members/me)"); a cook on a page gets the same
// point in the page's words. Any other refusal keeps the API's own sentence.
import { ApiRequestError, describeApiError } from '@/lib/api-request';

const FOR_COOKS: Record<string, string> = {
  'already-in-household':
    'You are already in a household. To join or create another, leave yours first (Settings → Household).',
  'invite-not-found': 'This invite link has expired, was revoked or used up. Ask for a new one.',
  'owner-must-hand-over': 'You own this household: make another member its owner first, then leave.',
};

export function householdErrorMessage(error: unknown): string {
  const sentence = error instanceof ApiRequestError && error.code ? FOR_COOKS[error.code] : undefined;
  return sentence ?? describeApiError(error);
}
