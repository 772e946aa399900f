// The function's own view of a request and a response, independent of Express,
// so that routing, auth and handlers stay plain functions.
import type { IncomingHttpHeaders } from 'node:http';

export interface ApiRequest {
  method: string;
  /** Path and query as the function received them, e.g. `/api/recipes?limit=3`. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The body bytes the framework read, if there was a body. */
  rawBody: Buffer | undefined;
  /** Status the framework would have answered for a body it could not parse (see framework-body-errors). */
  refusedBodyStatus: number | undefined;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  /** Sent as JSON; no body when undefined. */
  body?: unknown;
  /** Sent as it is instead of `body`, with the Content-Type the handler names (the calendar feed). */
  text?: string;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  body,
  headers,
});
