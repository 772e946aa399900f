// Deploy-time settings of the function, read once from the environment. Set
// them for a real project in `functions/.env.<project-id>` (the Firebase CLI
// loads it on deploy); the emulators need none.

/** Where the Hosting emulator serves the site (`firebase.json`). */
const EMULATOR_SITE_ORIGIN = 'http://127.0.0.1:5000';

/** The region of the function `api`; the Hosting rewrite of `/api/**` names the same one. */
export const API_REGION = 'us-central1';

export const isEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** The project id the runtime provides (the emulator and Cloud Functions both set one of these). */
export function projectId(): string {
  const fromConfig: unknown = process.env.FIREBASE_CONFIG ? JSON.parse(process.env.FIREBASE_CONFIG) : undefined;
  const configured =
    typeof fromConfig === 'object' && fromConfig !== null && 'projectId' in fromConfig ? fromConfig.projectId : '';
  return process.env.GCLOUD_PROJECT ?? (typeof configured === 'string' ? configured : '');
}

let siteOrigin: string | undefined;

/**
 * The public origin of the site, e.g. `https://recipes.example.com`: images
 * stored as site paths (`/images/…`) are returned as URLs on it, and links to
 * further pages through the Hosting rewrite start with it. `PUBLIC_SITE_ORIGIN`
 * when set; else the Hosting emulator in the emulator, and the project's
 * default Hosting site when deployed.
 */
export function publicSiteOrigin(): string {
  siteOrigin ??= readSiteOrigin();
  return siteOrigin;
}

function readSiteOrigin(): string {
  const configured = process.env.PUBLIC_SITE_ORIGIN?.trim();
  if (!configured) return isEmulator() ? EMULATOR_SITE_ORIGIN : `https://${projectId()}.web.app`;
  try {
    return new URL(configured).origin;
  } catch {
    throw new Error(`PUBLIC_SITE_ORIGIN must be an origin such as https://recipes.example.com, not "${configured}"`);
  }
}

/**
 * The key that signs page cursors (recipes/cursor.ts). `CURSOR_SECRET` when
 * set; without it cursors are still bound to their query and checked for
 * changes, but someone who reads this code could make one. That gains nothing:
 * every page is public, and `?user=` pages are filtered by the token's account.
 */
export const cursorSecret = (): string => process.env.CURSOR_SECRET ?? `recipe-book-cursor:${projectId()}`;
