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
export const unauthorized = (message = 'Sign in: send Authorization: Bearer <Firebase ID token>') =>
  new HttpError(401, 'unauthenticated', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const recipeNotFound = (id: string) => new HttpError(404, 'recipe-not-found', `No recipe with id "${id}"`);
