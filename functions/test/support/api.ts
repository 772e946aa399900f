// Calls the REST API over real HTTP and checks what every response must hold:
// JSON or JSON-LD (never an HTML error page) and no e-mail address anywhere.
import { expect } from 'vitest';
import { API_BASE_URL } from './env';
import { knownEmails } from './users';

export interface ApiResult<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface CallOptions {
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  raw?: string;
  headers?: Record<string, string>;
  /** Defaults to the function URL; tests of the Hosting path pass `${API_BASE_URL}/api`. */
  base?: string;
}

const EMAIL_PATTERN = /[\w.+-]+@[\w-]+\.[\w.-]+/;

function assertNoEmail(text: string): void {
  expect(text).not.toMatch(EMAIL_PATTERN);
  for (const email of knownEmails()) expect(text).not.toContain(email);
}

export async function call<Body = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResult<Body>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${options.base ?? API_BASE_URL}${path}`, { method, headers, body });
  const text = await response.text();
  assertNoEmail(text);
  if (text === '') return { status: response.status, headers: response.headers, body: undefined as Body };
  // JSON, or JSON-LD where a client asked for it (GET /recipes/{id}?format=jsonld).
  expect(response.headers.get('content-type')).toMatch(/^application\/(ld\+)?json;/);
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Body };
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Asserts a JSON error with this status; returns it for further checks. */
export async function expectError(
  status: number,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiErrorBody['error']> {
  const result = await call<ApiErrorBody>(method, path, options);
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body.error.code).toEqual(expect.any(String));
  expect(result.body.error.message).toEqual(expect.any(String));
  expect(result.body.error.message).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  return result.body.error;
}
