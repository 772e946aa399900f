// The signed-in cook's personal access tokens (GET /api/tokens): names and
// dates, never the secrets, which only the creation answer ever holds.
import { type ApiToken, apiTokenListSchema } from '@recipe-book/schema/api-token';
import { requestApi } from '@/lib/api-request';

export const listTokens = (): Promise<ApiToken[]> => requestApi('/tokens', { answer: apiTokenListSchema });
