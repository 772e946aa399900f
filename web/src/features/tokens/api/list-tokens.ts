// The signed-in cook's personal access tokens (GET /api/tokens): names and
// dates, never the secrets, which only the creation answer ever holds. The
// answer is checked here rather than by the shared zod schema: Settings lists
// the tokens as it opens, and zod (24 kB gzip) would weigh on every visit.
import type { ApiToken } from '@recipe-book/schema/api-token';
import { type AnswerCheck, requestApi } from '@/lib/api-request';

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The fields of a token as the list shows them (apiTokenSchema in schema/src/api-token.ts). */
function isToken(value: unknown): value is ApiToken {
  if (typeof value !== 'object' || value === null) return false;
  const token = value as Record<keyof ApiToken, unknown>;
  return (
    typeof token.id === 'string' &&
    token.id !== '' &&
    typeof token.name === 'string' &&
    isDate(token.createdAt) &&
    (token.lastUsedAt === null || isDate(token.lastUsedAt))
  );
}

const tokenList: AnswerCheck<ApiToken[]> = {
  safeParse: (value) =>
    Array.isArray(value) && value.every(isToken) ? { success: true, data: value } : { success: false },
};

export const listTokens = (): Promise<ApiToken[]> => requestApi('/tokens', { answer: tokenList });
