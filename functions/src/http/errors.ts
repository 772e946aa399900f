// Typed HTTP errors: handlers throw them, the error handler turns them into
// `{ error: { code, message } }` with the status they carry.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra response headers, e.g. `Allow` on a 405. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const unauthorized = (
  message = 'Sign in: send Authorization: Bearer <Firebase ID token or personal access token>',
) => new HttpError(401, 'unauthenticated', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const accountDisabled = () => new HttpError(403, 'account-disabled', 'This account has been disabled');
export const recipeNotFound = (id: string) => new HttpError(404, 'recipe-not-found', `No recipe with id "${id}"`);
export const cookNotFound = (uid: string) => new HttpError(404, 'cook-not-found', `No cook with id "${uid}"`);

// ---- Firestore out of reach ----------------------------------------------
// The Admin SDK retries an unreachable Firestore for about 45 s before failing.
// Callers get a 503 with Retry-After instead, well before that.

/** How long one request may wait on its work (Firestore included) before it is answered 503. */
const REQUEST_DEADLINE_MS = 15_000;
const RETRY_AFTER_SECONDS = '5';

const serviceUnavailable = () =>
  new HttpError(503, 'unavailable', 'The database cannot be reached right now; try again in a few seconds', {
    'Retry-After': RETRY_AFTER_SECONDS,
  });

/** gRPC status codes of a Firestore that is down or did not answer: DEADLINE_EXCEEDED, UNAVAILABLE. */
const UNREACHABLE_CODES = new Set([4, 14]);
/** gRPC status Firestore reports when an update targets a missing document. */
const NOT_FOUND = 5;

const grpcCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** Whether a Firestore write failed because the document it updates does not exist. */
export const isMissingDocument = (error: unknown) => grpcCode(error) === NOT_FOUND;

/** The HttpError an error stands for: itself, a 503 for an unreachable Firestore, or undefined (a 500). */
export function asHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const code = grpcCode(error);
  return typeof code === 'number' && UNREACHABLE_CODES.has(code) ? serviceUnavailable() : undefined;
}

/** `work`, or a 503 when it takes longer than `ms` (it may still finish later: a write can land after the 503). */
export function withinDeadline<T>(work: Promise<T>, ms = REQUEST_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(serviceUnavailable()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
