// A new personal access token (POST /api/tokens): the answer holds its secret,
// the only time the app ever sees it.
import type { ApiTokenCreated } from '@recipe-book/schema/api-token';
import { requestApi } from '@/lib/api-request';

export async function createToken(name: string): Promise<ApiTokenCreated> {
  // The answer's schema (and zod) come with the first new token, not with the Settings page.
  const { apiTokenCreatedSchema } = await import('@recipe-book/schema/api-token');
  return requestApi('/tokens', { method: 'POST', json: { name }, answer: apiTokenCreatedSchema });
}
