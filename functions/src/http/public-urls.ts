// Absolute URLs in answers: clients on other origins cannot resolve our paths
// against themselves, so images and next-page links name the full URL.
import { API_REGION, isEmulator, projectId, publicSiteOrigin } from '../config';
import type { ApiRequest } from './types';

/** Through the Hosting rewrite the function sees `/api/...`; called directly it does not. */
export const API_PREFIX = '/api';
const FUNCTION_NAME = 'api';
const HOST = /^[\w.-]+(?::\d+)?$/;

/**
 * The base URL the client used to reach the API, without the route path:
 * the site's `/api` through the Hosting rewrite (from the configured origin,
 * not from request headers), else the function's own URL.
 */
export function apiBaseUrl(request: ApiRequest, viaHosting: boolean): string {
  const host = request.headers.host ?? '';
  if (viaHosting || !HOST.test(host)) return `${publicSiteOrigin()}${API_PREFIX}`;
  if (isEmulator()) return `http://${host}/${projectId()}/${API_REGION}/${FUNCTION_NAME}`;
  return host.endsWith('.cloudfunctions.net') ? `https://${host}/${FUNCTION_NAME}` : `https://${host}`;
}

/** A stored image path on the site (`/images/…`) as a URL; a stored URL as it is. */
export function absoluteImageUrl(image: string): string {
  return image.startsWith('/') ? `${publicSiteOrigin()}${image}` : image;
}
