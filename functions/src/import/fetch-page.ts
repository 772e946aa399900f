// Fetches the page a cook wants to import, within bounds: http(s) only, the
// address policy of address-policy.ts on every hop, at most 5 redirects, 2 MB
// (after decompression) and 10 s for everything, and HTML only. Each way it
// can fail becomes the HttpError the caller is answered with: 400 for a URL we
// refuse, 502 when the site fails, 504 when it is too slow, 422 when the link
// does not lead to a web page.
import type { IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { MIMEType } from 'node:util';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { SITE_NAME } from '@recipe-book/schema/recipe-json-ld';
import { publicSiteOrigin } from '../config';
import { HttpError } from '../http/errors';
import { addressPolicy, filteringAgent, isAllowedPort, isRefusedAddress, type AddressPolicy } from './address-policy';

export const FETCH_LIMITS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 } as const;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: URL;
  html: string;
}

const refusedUrl = (reason: string) => new HttpError(400, 'refused-url', `This link cannot be imported: ${reason}`);
const sourceFailed = (code: string, message: string) => new HttpError(502, code, message);
const sourceTimeout = () =>
  new HttpError(504, 'source-timeout', `The site did not send the page within ${FETCH_LIMITS.timeoutMs / 1000} s`);

/** A plain User-Agent that names us, so a site knows who is asking. */
const userAgent = () => `${SITE_NAME.replace(/\s+/g, '')}/1.0 (recipe import; +${publicSiteOrigin()})`;

/** Refuses what no request should be made for, before any connection. */
function assertFetchable(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refusedUrl('only http and https links are allowed');
  if (url.username || url.password) throw refusedUrl('links with a user name or password are not allowed');
  if (!isAllowedPort(url, policy)) throw refusedUrl('only the standard ports 80 and 443 are allowed');
}

function request(url: URL, policy: AddressPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
  const send = protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        agent: filteringAgent(protocol, policy),
        signal,
        headers: {
          'User-Agent': userAgent(),
          Accept: 'text/html,application/xhtml+xml;q=0.9',
          'Accept-Encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The response body, decompressed, refused once it passes `maxBytes`. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw pageTooLarge();
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoders: Record<string, () => Transform> = {
    gzip: createGunzip,
    'x-gzip': createGunzip,
    deflate: createInflate,
    br: createBrotliDecompress,
  };
  const decoder = decoders[encoding];
  if (!decoder && encoding !== 'identity') {
    response.resume();
    throw sourceFailed('source-failed', `The site sent the page in an encoding we cannot read (${encoding})`);
  }
  // pipeline() passes an error of either stream on to the one we read (the loop below throws it).
  const body: Readable = decoder ? pipeline(response, decoder(), () => undefined) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw pageTooLarge();
      chunks.push(chunk as Buffer);
    }
  } finally {
    // Stop downloading whatever is left (after a refusal or an error).
    response.destroy();
  }
  return Buffer.concat(chunks);
}

const pageTooLarge = () =>
  sourceFailed('page-too-large', `The page is larger than ${FETCH_LIMITS.maxBytes / (1024 * 1024)} MB`);

function htmlCharset(response: IncomingMessage): string {
  const header = response.headers['content-type'];
  let type: MIMEType | undefined;
  try {
    type = header ? new MIMEType(header) : undefined;
  } catch {
    type = undefined;
  }
  if (!type || !HTML_TYPES.has(type.essence)) {
    throw new HttpError(422, 'not-a-web-page', `The link leads to ${type?.essence ?? 'something'}, not a web page`);
  }
  return type.params.get('charset') ?? 'utf-8';
}

function decode(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes); // a charset label we do not know: UTF-8, as most pages are
  }
}

/** Follows the response: the next URL for a redirect, the page for a success; throws for anything else. */
async function readResponse(response: IncomingMessage, url: URL): Promise<URL | FetchedPage> {
  const status = response.statusCode ?? 0;
  const location = response.headers.location;
  if (REDIRECTS.has(status) && location) {
    response.resume();
    try {
      return new URL(location, url);
    } catch {
      throw sourceFailed('source-failed', 'The site redirected to an address that is not a URL');
    }
  }
  if (status < 200 || status > 299) {
    response.resume();
    throw sourceFailed('source-failed', `The site answered ${status} instead of the page`);
  }
  const charset = htmlCharset(response);
  return { url, html: decode(await readBody(response, FETCH_LIMITS.maxBytes), charset) };
}

function asFetchError(error: unknown, signal: AbortSignal, host: string): unknown {
  if (error instanceof HttpError) return error;
  if (signal.aborted) return sourceTimeout();
  if (isRefusedAddress(error)) return refusedUrl(`${host} is not a public address`);
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ENOTFOUND') return sourceFailed('source-unreachable', `No site answers at ${host}`);
  return sourceFailed('source-unreachable', `Could not get the page from ${host}`);
}

/** The page at `start`, following redirects; throws an HttpError for every way that fails. */
export async function fetchPage(start: URL, policy: AddressPolicy = addressPolicy()): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(FETCH_LIMITS.timeoutMs);
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    assertFetchable(url, policy);
    try {
      const next = await readResponse(await request(url, policy, signal), url);
      if (!(next instanceof URL)) return next;
      url = next;
    } catch (error) {
      throw asFetchError(error, signal, url.hostname);
    }
    if (redirects === FETCH_LIMITS.maxRedirects) {
      throw sourceFailed('too-many-redirects', `The site redirected more than ${FETCH_LIMITS.maxRedirects} times`);
    }
  }
}
