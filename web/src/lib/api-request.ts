// Calls to the site's own REST API, same-origin at /api/** (Hosting rewrites
// it to the function), as the signed-in user: their Firebase ID token in
// `Authorization: Bearer`. An unreachable server rejects with Firestore's
// `unavailable` code (as the app's writes do, so describeError words it), every
// refusal with an ApiRequestError carrying the sentence to show.
import { describeError } from './describe-error';
import { ensureOnline } from './ensure-online';
import { loadAuth } from './firebase';

/** A call the API (or the app) refused, with the sentence to show the user. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';

  constructor(
    message: string,
    /** The HTTP status, or 0 when the app refused before asking. */
    readonly status: number,
    /** The API's own name for the refusal (`household-full`), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

const SIGN_IN_AGAIN = 'Please sign in again and try again.';

/** The API's own sentence (`{ error: { message } }`), as a sentence. */
function apiMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error) || typeof error.message !== 'string') {
    return undefined;
  }
  const message = error.message.trim();
  return message && (/[.!?]$/.test(message) ? message : `${message}.`);
}

/** The API's code for a refusal (`{ error: { code } }`). */
function apiCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

function refusal(status: number, body: unknown): ApiRequestError {
  // The API's 401 speaks to programmers (how to send a token); a user only needs to sign in again.
  if (status === 401) return new ApiRequestError(SIGN_IN_AGAIN, status);
  return new ApiRequestError(
    apiMessage(body) ?? `The request failed (error ${status}). Please try again.`,
    status,
    apiCode(body),
  );
}

/** What reads an answer: a zod schema, or a check of its own with the same `safeParse`. */
export interface AnswerCheck<Answer> {
  safeParse(value: unknown): { success: true; data: Answer } | { success: false };
}

export interface ApiCall<Answer> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as the JSON body. */
  json?: unknown;
  /** What a success answers; anything else is "an answer we could not read". */
  answer: AnswerCheck<Answer>;
}

/** Calls `/api{path}` as the signed-in user and resolves with the answer, parsed. */
export async function requestApi<Answer>(
  path: string,
  { method = 'GET', json, answer }: ApiCall<Answer>,
): Promise<Answer> {
  ensureOnline();
  const user = (await loadAuth()).currentUser;
  if (!user) throw new ApiRequestError(SIGN_IN_AGAIN, 0);
  const token = await user.getIdToken();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (cause) {
    throw Object.assign(new Error('The server could not be reached', { cause }), { code: 'unavailable' });
  }
  // An answer that is not JSON (a proxy's error page) is read as no body.
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusal(response.status, body);
  const result = answer.safeParse(body);
  if (!result.success) {
    throw new ApiRequestError('The server sent an answer we could not read. Please try again.', response.status);
  }
  return result.data;
}

/** The sentence for a failed API call: the API's own, or the app's for an unreachable server. */
export const describeApiError = (error: unknown): string =>
  error instanceof ApiRequestError ? error.message : describeError(error);
