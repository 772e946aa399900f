// A cook's profile page head: title, description, canonical URL, Open Graph
// and the schema.org ProfilePage JSON-LD (schema/src/cook-json-ld.ts), the
// same on the server and in the browser.
import type { CookPage } from '@recipe-book/schema/cook-profile';
import { cookDescription, cookJsonLd, cookPageTitle, cookUrl } from '@recipe-book/schema/cook-json-ld';
import { absoluteUrl, SITE_NAME } from '@recipe-book/schema/recipe-json-ld';

/** TanStack `head()` content for a cook (an unknown cook gets the 404 page, which has its own). */
export function cookHead(cook: CookPage, origin: string) {
  const title = cookPageTitle(cook);
  const description = cookDescription(cook);
  const url = cookUrl(origin, cook.uid);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'profile' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      ...(cook.photoURL ? [{ property: 'og:image', content: absoluteUrl(origin, cook.photoURL) }] : []),
      { 'script:ld+json': cookJsonLd(origin, cook) },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
