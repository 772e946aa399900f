// A new personal access token (POST /api/tokens): the answer holds its secret,
// the only time the app ever sees it.
import { type ApiTokenCreated, apiTokenCreatedSchema } from '@recipe-book/schema/api-token';
import { requestApi } from '@/lib/api-request';

export const createToken = (name: string): Promise<ApiTokenCreated> =>
  requestApi('/tokens', { method: 'POST', json: { name }, answer: apiTokenCreatedSchema });
