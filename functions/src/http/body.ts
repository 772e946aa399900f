// Request body limits and JSON parsing, answered as JSON errors (413, 400).
import { MAX_BODY_BYTES } from '@recipe-book/schema/constants';
import { badRequest, HttpError } from './errors';
import type { ApiRequest } from './types';

const tooLarge = () =>
  new HttpError(413, 'payload-too-large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB`);

/** Throws 413 when the body is over the limit, judged by what arrived and by what was announced. */
export function assertBodySize(request: ApiRequest): void {
  const announced = Number(request.headers['content-length'] ?? 0);
  const received = request.rawBody?.length ?? 0;
  if (request.refusedBodyStatus === 413 || announced > MAX_BODY_BYTES || received > MAX_BODY_BYTES) {
    throw tooLarge();
  }
}

/** The body parsed as JSON; 400 when it is missing or malformed (its size was checked by the app). */
export function readJsonBody(request: ApiRequest): unknown {
  if (request.refusedBodyStatus !== undefined) {
    throw badRequest('malformed-json', 'The request body is not valid JSON');
  }
  const text = request.rawBody?.toString('utf8') ?? '';
  if (text.trim() === '') throw badRequest('missing-body', 'Send a JSON object in the request body');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof SyntaxError ? `: ${error.message}` : '';
    throw badRequest('malformed-json', `The request body is not valid JSON${reason}`);
  }
}
