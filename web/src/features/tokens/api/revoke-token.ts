// Revokes one of the cook's tokens (DELETE /api/tokens/{id}): the API refuses
// it from the next call on.
import { z } from 'zod';
import { requestApi } from '@/lib/api-request';

const revokeAnswer = z.object({ deletedCount: z.union([z.literal(0), z.literal(1)]) });

export async function revokeToken(id: string): Promise<void> {
  // 0 means it was already gone (revoked in another tab): the outcome the cook asked for.
  await requestApi(`/tokens/${encodeURIComponent(id)}`, { method: 'DELETE', answer: revokeAnswer });
}
