// Revokes one of the cook's tokens (DELETE /api/tokens/{id}): the API refuses
// it from the next call on.
import { type AnswerCheck, requestApi } from '@/lib/api-request';

/** `{ deletedCount: 0 | 1 }`, checked here: zod is not part of the Settings page. */
const revokeAnswer: AnswerCheck<{ deletedCount: 0 | 1 }> = {
  safeParse: (value) => {
    const count =
      typeof value === 'object' && value !== null && 'deletedCount' in value ? value.deletedCount : undefined;
    return count === 0 || count === 1 ? { success: true, data: { deletedCount: count } } : { success: false };
  },
};

export async function revokeToken(id: string): Promise<void> {
  // 0 means it was already gone (revoked in another tab): the outcome the cook asked for.
  await requestApi(`/tokens/${encodeURIComponent(id)}`, { method: 'DELETE', answer: revokeAnswer });
}
