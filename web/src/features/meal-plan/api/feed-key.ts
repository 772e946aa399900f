// The calendar feed's secret link (REST API, docs/rest-api.md): GET
// /mealplan/feed-key says whether one exists and since when; POST makes a new
// one, which replaces the old, and answers the link this once (only its hash
// is stored). The answers are checked here: zod is not part of Settings.
import { type AnswerCheck, requestApi } from '@/lib/api-request';

export interface FeedKeyState {
  exists: boolean;
  createdAt: string | null;
}

export interface NewFeedKey {
  key: string;
  url: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const check = <T>(test: (value: Record<string, unknown>) => boolean): AnswerCheck<T> => ({
  safeParse: (value) => (isRecord(value) && test(value) ? { success: true, data: value as T } : { success: false }),
});

const stateAnswer = check<FeedKeyState>(
  ({ exists, createdAt }) =>
    typeof exists === 'boolean' && (createdAt === null || createdAt === undefined || typeof createdAt === 'string'),
);

const newKeyAnswer = check<NewFeedKey>(
  ({ key, url }) => typeof key === 'string' && key !== '' && typeof url === 'string' && /^https?:\/\//.test(url),
);

export async function readFeedKey(): Promise<FeedKeyState> {
  const state = await requestApi('/mealplan/feed-key', { answer: stateAnswer });
  return { exists: state.exists, createdAt: state.createdAt ?? null };
}

export const createFeedKey = (): Promise<NewFeedKey> =>
  requestApi('/mealplan/feed-key', { method: 'POST', answer: newKeyAnswer });
